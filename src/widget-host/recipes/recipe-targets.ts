// The static hosts the program prints a headers recipe for.
export const RECIPE_TARGETS = ['nginx', 'netlify', 'cloudflare', 'vercel'] as const;
export type RecipeTarget = (typeof RECIPE_TARGETS)[number];
