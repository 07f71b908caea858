/**
 * Prints one part of the page alone: the body is marked while the print dialog is open, and
 * the print CSS (ReachPanel's) hides everything but the marked element.
 */
export function printOne(el: HTMLElement | null): void {
  if (!el) return;
  document.body.classList.add('printing-one');
  el.classList.add('print-target');
  const done = () => {
    document.body.classList.remove('printing-one');
    el.classList.remove('print-target');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // some browsers never send afterprint for a print that did not open
  setTimeout(done, 1000);
}
