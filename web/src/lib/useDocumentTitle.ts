import { useEffect } from 'react';
import { PRODUCT } from './brand';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT}` : `${PRODUCT} — Battle Rap League`;
  }, [title]);
}
