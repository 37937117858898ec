import { SignJWT } from 'jose';

/** An API token for a user the bench put in the database itself, signed with the server's JWT_SECRET. */
export function signToken(user: { id: string; email: string; role: string }, secret: string): Promise<string> {
  return new SignJWT({ email: user.email, role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer('bistro-boss')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}
