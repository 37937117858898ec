import { z } from 'zod';
import { allergenCodes, dietCodes } from './dietary.ts';

export const allergenCodeSchema = z.enum(allergenCodes, {
  message: `Allergen must be one of ${allergenCodes.join(', ')}`,
});
export const dietCodeSchema = z.enum(dietCodes, { message: `Diet must be one of ${dietCodes.join(', ')}` });

const allergensDescription = `The EU's 14 allergens the dish contains: ${allergenCodes.join(', ')} (nuts: tree nuts; gluten: cereals containing gluten)`;
const dietsDescription = `Dietary labels: ${dietCodes.join(', ')} (spicy is a label, not a diet)`;

/** As answered: each code once, in the codes' own order. */
export const allergensSchema = z.array(allergenCodeSchema).describe(allergensDescription);
export const dietsSchema = z.array(dietCodeSchema).describe(dietsDescription);

/** As sent: any order, repeats allowed; kept each once in the codes' own order, so equal sets compare the same. */
function codeListInput<Code extends string>(codes: readonly Code[], schema: z.ZodType<Code>, description: string) {
  return z
    .array(schema)
    .transform((chosen) => codes.filter((code) => chosen.includes(code)))
    .describe(description);
}
export const allergensInputSchema = codeListInput(allergenCodes, allergenCodeSchema, allergensDescription);
export const dietsInputSchema = codeListInput(dietCodes, dietCodeSchema, dietsDescription);
