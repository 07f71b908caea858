/**
 * What a write is told when the server's own storage refuses it: the one source of
 * these texts for the API and the web. No imports, so the web can take them too.
 */
export const STORAGE_FULL_STATUS = 507;
export const STORAGE_FULL = 'The server is out of storage space. Please try again later.';
export const STORAGE_READ_ONLY_STATUS = 503;
export const STORAGE_READ_ONLY = 'The server cannot save changes right now. Please try again later.';
