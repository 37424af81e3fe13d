// A browser double of Google Identity Services (https://accounts.google.com/gsi/client), served by
// Playwright's page.route: what src/web/pages/auth/social.ts uses of it. `prompt()` is the person
// choosing their Google account: it answers with the ID token the test put in
// `window.__keyturnGoogleToken` (signed by the local key set the server trusts, or by another key).
export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client'

export const googleSdkDouble = String.raw`
(function () {
  'use strict';
  var callback = null;
  window.google = { accounts: { id: {
    initialize: function (options) { callback = options.callback; },
    prompt: function (listener) {
      setTimeout(function () {
        var token = window.__keyturnGoogleToken;
        if (token && callback) callback({ credential: token });
        else if (listener) listener({ isNotDisplayed: function () { return true; }, isSkippedMoment: function () { return false; } });
      });
    }
  } } };
})();
`
