/**
 * Prints one part of the page alone: while the print dialog is open the body, the element and
 * the elements on its way up are marked, and the print CSS (ReachPanel's) leaves out the rest.
 */
export function printOne(el: HTMLElement | null): void {
  if (!el) return;
  const path: HTMLElement[] = [];
  for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) path.push(up);
  document.body.classList.add('printing-one');
  el.classList.add('print-target');
  for (const p of path) p.classList.add('print-path');
  const done = () => {
    document.body.classList.remove('printing-one');
    el.classList.remove('print-target');
    for (const p of path) p.classList.remove('print-path');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // some browsers never send afterprint for a print that did not open
  setTimeout(done, 1000);
}
