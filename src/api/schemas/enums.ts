// The interface's value lists, for the schemas beside this file. They live in ../enums.ts, which
// has no zod, so code that must stay small (the host runtime, through the contract) can use them.
export * from '../enums.js';
