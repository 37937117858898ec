import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text message the stand-in took: who to, from which number, what it said. */
export interface ReceivedSms {
  to: string;
  from: string;
  body: string;
}

/**
 * A local stand-in for Twilio's Messages API (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`),
 * speaking its wire format: HTTP Basic authentication with the account's SID and auth token, a
 * form-encoded `To`, `From` and `Body`, a 201 with the message as JSON, and errors as
 * `{ code, message, status }`. It keeps every message it accepts. `failNext()` makes the next
 * request fail as the provider's outage would.
 */
export async function startSmsStandIn({ accountSid, authToken }: { accountSid: string; authToken: string }) {
  const received: ReceivedSms[] = [];
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  let failures = 0;

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) => send(status, { code, message, status });
    if (request.method !== 'POST' || request.url !== path)
      return error(404, 20404, 'The requested resource was not found');
    if (request.headers.authorization !== expectedAuth) return error(401, 20003, 'Authenticate');
    if (failures > 0) {
      failures -= 1;
      return error(503, 20500, 'Service unavailable');
    }
    const [to, from, body] = [form.get('To'), form.get('From'), form.get('Body')];
    if (!to || !/^\+[1-9]\d{6,14}$/.test(to))
      return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from) return error(400, 21603, "A 'From' phone number is required.");
    if (!body) return error(400, 21602, 'Message body is required.');
    received.push({ to, from, body });
    send(201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: accountSid,
      to,
      from,
      body,
      status: 'queued',
      num_segments: String(Math.ceil(body.length / 160)),
      date_created: new Date().toUTCString(),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** SMS_URL for this stand-in. */
    url: `http://127.0.0.1:${port}${path}`,
    received,
    failNext() {
      failures += 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
