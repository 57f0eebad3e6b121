// The demo's pages map request paths onto files as the shipped widget host does (src/widget-host).
export { resolveInside } from '../../src/widget-host/safe-path.js';
