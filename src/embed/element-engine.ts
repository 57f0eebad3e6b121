// The <ponte-connect> element's engine: the widget's, the reading of its attributes, and the view
// that shows why its options were refused.
export * from './engine.js';
export { readAttributes } from './option-attributes.js';
export { reportInvalidOptions } from './invalid-options-view.js';
