/** The league mark, served as the favicon until an admin uploads a logo. */
export const DEFAULT_FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0d0d10"/><path d="M14 16h8v20a6 6 0 0 0 12 0V16h8v20a14 14 0 0 1-28 0z" fill="#f5b301"/><rect x="44" y="16" width="6" height="32" rx="2" fill="#e63946"/></svg>`;
