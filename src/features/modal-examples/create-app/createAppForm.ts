import * as z from '@/lib/api/zod';
import { emptyCard } from '../card/cardCheck';
import { cardSchema } from '../card/cardSchema';

export const categories = ['crm', 'ecommerce', 'learning'] as const;
export const frameworks = ['react', 'angular', 'vue', 'laravel'] as const;
export const databases = ['firebase', 'aws', 'mysql'] as const;
export type Framework = (typeof frameworks)[number];
export type Database = (typeof databases)[number];

/** The wizard's steps, in order; the last one shows what will be created. */
export const createAppSteps = ['details', 'framework', 'database', 'billing', 'submit'] as const;

export const createAppForm = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'modalExamples.errors.required'), z.maxLength(40, 'modalExamples.errors.tooLong')),
  category: z.enum(categories),
  framework: z.enum(frameworks),
  database: z.enum(databases),
  card: cardSchema,
});
export type CreateAppValues = z.input<typeof createAppForm>;

export const newApp: CreateAppValues = {
  name: '',
  category: 'crm',
  framework: 'react',
  database: 'firebase',
  card: emptyCard,
};

/** The fields Next checks on each step (the choices always hold one). */
export const stepFields = {
  details: ['name'],
  billing: ['card.number', 'card.name', 'card.expiry', 'card.cvv'],
} as const;

/** Frameworks and databases go by their own names in every language. */
export const frameworkNames: Record<Framework, string> = {
  react: 'React',
  angular: 'Angular',
  vue: 'Vue',
  laravel: 'Laravel',
};
export const databaseNames: Record<Database, string> = {
  firebase: 'Firebase',
  aws: 'Amazon Web Services',
  mysql: 'MySQL',
};
