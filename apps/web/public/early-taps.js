// A tap on an add-to-cart button before the app has started (the page is the server's HTML, its
// buttons still off while the scripts arrive on a slow connection) is not lost: it is kept here,
// the button says it is being added (aria-busy), and the app adds the dish once it runs
// (src/app/early-add-taps.ts). A classic script, so that it listens from the first moment.
(() => {
  const taps = { dishes: [], taken: false };
  window.bistroEarlyTaps = taps;
  // A switched-off button gets no click, and the browser leaves it out of hit-testing (its pointer
  // events go to its parent): the button is found by where the tap was.
  const under = (x, y) =>
    Array.from(document.querySelectorAll('[data-add-dish]')).find((button) => {
      const box = button.getBoundingClientRect();
      return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
    });
  document.addEventListener(
    'pointerup',
    (event) => {
      if (taps.taken) return;
      const button = under(event.clientX, event.clientY);
      // A button already on is the app's: its own click adds the dish (kept here too, it was added
      // twice). Off is its own attribute, or its page's fieldset's, waiting for the app.
      if (!button?.matches(':disabled') || button.getAttribute('aria-busy') === 'true') return;
      taps.dishes.push(button.getAttribute('data-add-dish'));
      button.setAttribute('aria-busy', 'true');
    },
    true,
  );
})();
