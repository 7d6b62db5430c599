// The API of the `side-channel` package (get/set/has/delete/assert on a private store), which qs
// needs for cycle detection. The package itself brings get-intrinsic and object-inspect (≈ 15 kB
// gzip on every signed-in route, issue 12) to support engines without WeakMap; browsers have it.
// vite.config.ts aliases `side-channel` here for the browser build only.
'use strict';

module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const primitives = new Map();
  const storeOf = (key) =>
    key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : primitives;
  return {
    assert(key) {
      if (!storeOf(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete(key) {
      return storeOf(key).delete(key);
    },
    get(key) {
      return storeOf(key).get(key);
    },
    has(key) {
      return storeOf(key).has(key);
    },
    set(key, value) {
      storeOf(key).set(key, value);
    },
  };
};
