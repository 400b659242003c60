// What other features may use of data-export (one feature reaches another only through its index).
export { espiStream } from './espi-export.ts';
export { intervalJsonStream } from './interval-json.ts';
