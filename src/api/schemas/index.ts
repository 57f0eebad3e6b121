// Every schema of the aggregator's interface: the single source of truth for the widget's
// client and the sandbox.
export * from './enums';
export * from './page';
export * from './credential';
export * from './connector';
export * from './item';
export * from './error-body';
export * from './requests';
