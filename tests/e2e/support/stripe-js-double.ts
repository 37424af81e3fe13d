// A browser double of Stripe.js (https://js.stripe.com/endive/stripe.js), served by Playwright's
// page.route (see payment-doubles.ts). It implements the public surface that @stripe/stripe-js
// 10.2.1 (`loadStripe`) and @stripe/react-stripe-js 7.0.1 (`CheckoutElementsProvider`,
// `PaymentElement`, `useCheckoutElements`) use, faithfully enough for Keyturn's checkout:
//
//   window.Stripe(publishableKey) → stripe (version 'endive', so loadStripe does not warn)
//     ._registerWrapper(), .registerAppInfo()                      (called by both libraries)
//     .elements / .createToken / .createPaymentMethod / .confirmCardPayment  (only checked to
//        exist by react-stripe-js's isStripe(); they reject: this double does Checkout only)
//     .initCheckoutElementsSdk({ clientSecret })  → sdk
//        sdk.on('change', handler), sdk.changeAppearance(), sdk.loadFonts(), sdk.getPaymentElement()
//        sdk.createPaymentElement(options) → element { mount, unmount, destroy, on, off, once,
//           update, focus, blur, clear, collapse }
//        sdk.loadActions() → GET https://api.stripe.com/v1/payment_pages/{session}?key=pk
//           → { type: 'success', actions: { getSession, confirm, validateElements, … } }
//        actions.confirm({ redirect }) → POST https://api.stripe.com/v1/payment_pages/{session}/confirm
//           (form-encoded: key, card[number], card[exp_month], card[exp_year], card[cvc])
//           → { type: 'success', session } | { type: 'error', error: { code, message, … } }
//
// The session id is the client secret's part before '_secret_'. The Payment Element is an
// iframe titled 'Secure payment input frame' whose document (srcdoc, hence same-origin) holds
// the labelled inputs 'Card number', 'Expiration date' (MM / YY) and 'Security code'. Empty or
// incomplete fields are refused locally with Stripe's codes (incomplete_number,
// incomplete_expiry, incomplete_cvc), like Stripe.js does; everything else is the API's answer
// (the local Stripe API double behind page.route). A decline (402 card_error card_declined) comes
// back as Checkout's `{ code: 'paymentFailed', paymentFailed: { declineCode } }`; other API
// errors keep Stripe's own `code` (invalid_number, invalid_expiry_year_past, invalid_cvc…).
//
// Plain ES5-style JavaScript in a string: it runs as is in the page (no bundler, no helpers).
export const STRIPE_JS_URL_PATTERN = /^https:\/\/js\.stripe\.com\//

export const stripeJsDouble = String.raw`
(function () {
  'use strict';
  if (window.Stripe && window.Stripe.__double) return;
  var API = 'https://api.stripe.com';
  var FRAME_TITLE = 'Secure payment input frame';

  function frameDocument(language) {
    return '<!doctype html><html lang="' + (language || 'en') + '"><head><meta charset="utf-8"><title>' + FRAME_TITLE + '</title>' +
      '<style>body{margin:0;padding:4px;font:16px system-ui,sans-serif;color:#1a1a1a;background:#fff}' +
      'label{display:block;font-size:14px;font-weight:600;margin:0 0 4px}' +
      'input{box-sizing:border-box;width:100%;height:40px;padding:0 10px;border:1px solid #6b6b6b;border-radius:6px;font:inherit;color:#1a1a1a;background:#fff}' +
      '.row{display:flex;gap:12px}.row>div{flex:1}.field{margin:0 0 12px}' +
      '.error{color:#b00020;font-size:14px;min-height:18px;margin:4px 0 0}</style></head><body>' +
      '<div class="field"><label for="cardnumber">Card number</label>' +
      '<input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" aria-describedby="cardnumber-error">' +
      '<p class="error" id="cardnumber-error" role="alert"></p></div>' +
      '<div class="row"><div class="field"><label for="exp-date">Expiration date</label>' +
      '<input id="exp-date" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" aria-describedby="exp-date-error">' +
      '<p class="error" id="exp-date-error" role="alert"></p></div>' +
      '<div class="field"><label for="cvc">Security code</label>' +
      '<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" aria-describedby="cvc-error">' +
      '<p class="error" id="cvc-error" role="alert"></p></div></div>' +
      '</body></html>';
  }

  function emitter() {
    var handlers = {};
    return {
      on: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
      off: function (event, handler) {
        if (!handlers[event]) return;
        handlers[event] = handler ? handlers[event].filter(function (h) { return h !== handler; }) : [];
      },
      once: function (event, handler) {
        var self = this;
        var wrapped = function (payload) { self.off(event, wrapped); handler(payload); };
        self.on(event, wrapped);
      },
      emit: function (event, payload) {
        (handlers[event] || []).slice().forEach(function (h) {
          try { h(payload); } catch (error) { setTimeout(function () { throw error; }); }
        });
      }
    };
  }

  function formEncode(fields) {
    return Object.keys(fields).map(function (k) {
      return encodeURIComponent(k) + '=' + encodeURIComponent(fields[k]);
    }).join('&');
  }

  function digits(value) { return String(value || '').replace(/\D/g, ''); }

  function readCard(frame) {
    var doc = frame && frame.contentDocument;
    if (!doc || !doc.getElementById('cardnumber')) return null;
    return {
      number: digits(doc.getElementById('cardnumber').value),
      expiry: String(doc.getElementById('exp-date').value || '').trim(),
      cvc: digits(doc.getElementById('cvc').value)
    };
  }

  function parseExpiry(expiry) {
    var match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
    if (!match) return null;
    var year = match[2].length === 2 ? '20' + match[2] : match[2];
    return { month: String(Number(match[1])), year: year };
  }

  function showFieldError(frame, field, message) {
    var doc = frame && frame.contentDocument;
    if (!doc) return;
    ['cardnumber', 'exp-date', 'cvc'].forEach(function (id) {
      var input = doc.getElementById(id);
      var error = doc.getElementById(id + '-error');
      if (!input || !error) return;
      var mine = id === field;
      error.textContent = mine ? message : '';
      if (mine) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
    });
  }

  var codeToField = {
    incomplete_number: 'cardnumber', invalid_number: 'cardnumber', incorrect_number: 'cardnumber',
    incomplete_expiry: 'exp-date', invalid_expiry_month: 'exp-date', invalid_expiry_year: 'exp-date',
    invalid_expiry_year_past: 'exp-date', invalid_expiry_month_past: 'exp-date', expired_card: 'exp-date',
    incomplete_cvc: 'cvc', invalid_cvc: 'cvc', incorrect_cvc: 'cvc'
  };

  // Stripe's session (payment_pages) → the shape of StripeCheckoutSession that pages read.
  function toCheckoutSession(page) {
    var amount = Number(page.amount_total || 0);
    var currency = String(page.currency || 'usd');
    var total = { amount: (amount / 100).toFixed(2) + ' ' + currency.toUpperCase(), minorUnitsAmount: amount };
    var complete = page.status === 'complete';
    return {
      id: page.id,
      currency: currency,
      status: complete
        ? { type: 'complete', paymentStatus: page.payment_status || 'paid' }
        : page.status === 'expired' ? { type: 'expired' } : { type: 'open' },
      canConfirm: page.status === 'open',
      total: { subtotal: total, total: total, taxExclusive: null, taxInclusive: null, shippingRate: null, discount: null, appliedBalance: null },
      lineItems: [],
      email: null, phoneNumber: null, billingAddress: null, shippingAddress: null, businessName: null,
      nameCollection: null, currencyOptions: null, discountAmounts: null, lastPaymentError: null,
      livemode: false, minorUnitsAmountDivisor: 100, recurring: null, savedPaymentMethods: null,
      shipping: null, shippingOptions: [], surcharge: null, tax: { status: 'ready' }, taxAmounts: null,
      taxIdInfo: null, optionalItems: null,
      returnUrl: page.return_url || null
    };
  }

  function apiError(body, status) {
    var error = (body && body.error) || {};
    return {
      type: error.type || 'api_error',
      code: error.code || null,
      decline_code: error.decline_code || null,
      message: error.message || ('Stripe API answered ' + status)
    };
  }

  function createPaymentElement(sdk, options) {
    var events = emitter();
    var frame = null;
    var container = null;
    var element = {
      __frame: function () { return frame; },
      mount: function (target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) throw new Error('Stripe double: mount target not found');
        frame = document.createElement('iframe');
        frame.setAttribute('title', FRAME_TITLE);
        frame.setAttribute('name', '__privateStripeFrame_double');
        frame.setAttribute('allow', 'payment *');
        frame.style.cssText = 'display:block;width:100%;min-width:240px;height:190px;border:0;background:transparent';
        frame.addEventListener('load', function () {
          var doc = frame.contentDocument;
          if (!doc) return;
          ['cardnumber', 'exp-date', 'cvc'].forEach(function (id) {
            var input = doc.getElementById(id);
            if (!input) return;
            input.addEventListener('input', function () {
              showFieldError(frame, null, '');
              var card = readCard(frame);
              events.emit('change', {
                elementType: 'payment',
                empty: !card.number && !card.expiry && !card.cvc,
                complete: card.number.length >= 12 && !!parseExpiry(card.expiry) && card.cvc.length >= 3,
                collapsed: false,
                value: { type: 'card' }
              });
            });
            input.addEventListener('focus', function () { events.emit('focus', { elementType: 'payment' }); });
            input.addEventListener('blur', function () { events.emit('blur', { elementType: 'payment' }); });
          });
          events.emit('ready', { elementType: 'payment' });
        });
        frame.srcdoc = frameDocument(document.documentElement.lang);
        container.appendChild(frame);
        events.emit('loaderstart', { elementType: 'payment' });
      },
      unmount: function () { if (frame && frame.parentNode) frame.parentNode.removeChild(frame); frame = null; },
      destroy: function () { element.unmount(); sdk.__paymentElement = null; },
      on: function (event, handler) { events.on(event, handler); return element; },
      off: function (event, handler) { events.off(event, handler); return element; },
      once: function (event, handler) { events.once(event, handler); return element; },
      update: function (next) { options = Object.assign({}, options, next); },
      focus: function () { var doc = frame && frame.contentDocument; if (doc) doc.getElementById('cardnumber').focus(); },
      blur: function () {},
      clear: function () {
        var doc = frame && frame.contentDocument;
        if (doc) ['cardnumber', 'exp-date', 'cvc'].forEach(function (id) { doc.getElementById(id).value = ''; });
      },
      collapse: function () {}
    };
    return element;
  }

  function initCheckoutElementsSdk(stripe, options) {
    var events = emitter();
    var session = null;
    var sessionId = null;
    var sdk = {
      __paymentElement: null,
      on: function (event, handler) { events.on(event, handler); },
      changeAppearance: function () {},
      loadFonts: function () {},
      getPaymentElement: function () { return sdk.__paymentElement; },
      getBillingAddressElement: function () { return null; },
      getShippingAddressElement: function () { return null; },
      getExpressCheckoutElement: function () { return null; },
      getCurrencySelectorElement: function () { return null; },
      getContactDetailsElement: function () { return null; },
      getTaxIdElement: function () { return null; },
      getTermsElement: function () { return null; },
      getLinkSignupElement: function () { return null; },
      createPaymentElement: function (elementOptions) {
        if (sdk.__paymentElement) throw new Error('Can only create one Element of type payment.');
        sdk.__paymentElement = createPaymentElement(sdk, elementOptions || {});
        return sdk.__paymentElement;
      },
      loadActions: function () {
        return Promise.resolve(options && options.clientSecret).then(function (clientSecret) {
          if (typeof clientSecret !== 'string' || clientSecret.indexOf('_secret_') < 0)
            return { type: 'error', error: { message: 'Invalid client secret.', code: null } };
          sessionId = clientSecret.split('_secret_')[0];
          return fetch(API + '/v1/payment_pages/' + encodeURIComponent(sessionId) + '?key=' + encodeURIComponent(stripe.__key))
            .then(function (response) {
              return response.json().catch(function () { return {}; }).then(function (body) {
                if (!response.ok) return { type: 'error', error: { message: apiError(body, response.status).message, code: null } };
                session = toCheckoutSession(body);
                return { type: 'success', actions: actions };
              });
            })
            .catch(function (error) {
              return { type: 'error', error: { message: String((error && error.message) || error), code: null } };
            });
        });
      }
    };

    function unsupported(name) {
      return function () { return Promise.resolve({ type: 'error', error: { message: name + ' is not supported by the Stripe.js double', code: null } }); };
    }

    function confirm(args) {
      args = args || {};
      var element = sdk.__paymentElement;
      var frame = element && element.__frame();
      var card = readCard(frame);
      var fail = function (code, message) {
        var field = codeToField[code];
        if (field) showFieldError(frame, field, message);
        return { type: 'error', error: { code: code, message: message } };
      };
      if (!card) return Promise.resolve({ type: 'error', error: { code: null, message: 'No payment element is mounted.' } });
      if (card.number.length < 12) return Promise.resolve(fail('incomplete_number', 'Your card number is incomplete.'));
      var expiry = parseExpiry(card.expiry);
      if (!expiry) return Promise.resolve(fail('incomplete_expiry', "Your card's expiration date is incomplete."));
      if (card.cvc.length < 3) return Promise.resolve(fail('incomplete_cvc', "Your card's security code is incomplete."));
      var body = formEncode({
        key: stripe.__key,
        'card[number]': card.number,
        'card[exp_month]': expiry.month,
        'card[exp_year]': expiry.year,
        'card[cvc]': card.cvc
      });
      return fetch(API + '/v1/payment_pages/' + encodeURIComponent(sessionId) + '/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body
      }).then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (json) {
          if (!response.ok) {
            var error = apiError(json, response.status);
            if (error.type === 'card_error' && error.code === 'card_declined')
              return { type: 'error', error: { code: 'paymentFailed', message: error.message, paymentFailed: { declineCode: error.decline_code } } };
            return fail(error.code, error.message);
          }
          session = toCheckoutSession(json);
          events.emit('change', session);
          var returnUrl = args.returnUrl || session.returnUrl;
          if (args.redirect === 'always' && returnUrl) {
            window.location.assign(returnUrl.replace('{CHECKOUT_SESSION_ID}', session.id));
            return new Promise(function () {});
          }
          return { type: 'success', session: session };
        });
      }, function (error) {
        return { type: 'error', error: { code: null, message: 'An unexpected error occurred: ' + String((error && error.message) || error) } };
      });
    }

    var actions = {
      getSession: function () { return session; },
      confirm: confirm,
      validateElements: function () {
        var card = readCard(sdk.__paymentElement && sdk.__paymentElement.__frame());
        var ok = !!card && card.number.length >= 12 && !!parseExpiry(card.expiry) && card.cvc.length >= 3;
        return Promise.resolve(ok ? { type: 'success', session: session }
          : { type: 'error', error: { code: 'validation_error', message: 'Your card details are incomplete.', validation_errors: [{ element: 'payment', message: 'Incomplete' }] } });
      },
      applyPromotionCode: unsupported('applyPromotionCode'),
      removePromotionCode: unsupported('removePromotionCode'),
      updateShippingAddress: unsupported('updateShippingAddress'),
      updateBillingAddress: unsupported('updateBillingAddress'),
      updatePhoneNumber: unsupported('updatePhoneNumber'),
      updateEmail: unsupported('updateEmail'),
      updateIndividualName: unsupported('updateIndividualName'),
      updateBusinessName: unsupported('updateBusinessName'),
      updateLineItemQuantity: unsupported('updateLineItemQuantity'),
      updateTaxIdInfo: unsupported('updateTaxIdInfo'),
      updateShippingOption: unsupported('updateShippingOption'),
      runServerUpdate: function (fn) {
        return Promise.resolve().then(fn).then(function () { return { type: 'success', session: session }; });
      },
      addOptionalLineItem: unsupported('addOptionalLineItem'),
      removeOptionalLineItem: unsupported('removeOptionalLineItem')
    };
    return sdk;
  }

  function Stripe(key) {
    if (typeof key !== 'string' || !key) throw new Error('Please call Stripe() with your publishable key.');
    var notHere = function (name) {
      return function () { return Promise.reject(new Error('Stripe double: ' + name + ' is not implemented')); };
    };
    var stripe = {
      __key: key,
      __wrappers: [],
      _registerWrapper: function (wrapper) { stripe.__wrappers.push(wrapper); },
      registerAppInfo: function (info) { stripe.__appInfo = info; },
      elements: function () { throw new Error('Stripe double: elements() is not implemented (use Checkout Elements)'); },
      createToken: notHere('createToken'),
      createPaymentMethod: notHere('createPaymentMethod'),
      confirmCardPayment: notHere('confirmCardPayment'),
      initCheckoutElementsSdk: function (options) { return initCheckoutElementsSdk(stripe, options || {}); }
    };
    return stripe;
  }
  Stripe.version = 'endive';
  Stripe.__double = true;
  window.Stripe = Stripe;
})();
`
