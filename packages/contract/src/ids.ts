import { z } from 'zod';

/** A record's id (a UUID), named in the message when it is not one. */
export const uuidSchema = (label: string) => z.uuid({ message: `${label} must be a UUID` });
