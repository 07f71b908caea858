// The copies' names and the cards' sizes are one contract for the page and the server's
// preload of a page's first picture (api/http/page-hints.ts).
export { CARD_SIZES, variantSrcSet } from '../../../domain/shared/limits';
