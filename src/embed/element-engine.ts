// The <ponte-connect> element's engine: the widget's, and the reading of its attributes.
export * from './engine.js';
export { readAttributes } from './option-attributes.js';
