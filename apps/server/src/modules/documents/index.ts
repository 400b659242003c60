// What other features may use of plan documents (one feature reaches another only through its index).
export { planDocumentVersions } from './service.ts';
