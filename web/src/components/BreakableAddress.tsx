import { Fragment } from 'react';

/**
 * An email address or link that may wrap where a reader expects it to: after '@' and before
 * '.', '/' or '-', never inside a word. Without these chances a long address is one unbreakable
 * word, which widens its table column until the row's last buttons scroll out of sight.
 */
export function BreakableAddress({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=[./])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
