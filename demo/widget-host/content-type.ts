// The demo's pages are served with the Content-Types the shipped widget host uses (src/widget-host).
export { contentTypeOf, isHtml, isScript } from '../../src/widget-host/content-type.js';
