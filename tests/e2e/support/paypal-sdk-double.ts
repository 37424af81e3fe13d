// A browser double of the PayPal JS SDK (https://www.paypal.com/sdk/js?client-id=…&currency=…
// &intent=capture), served by Playwright's page.route (see payment-doubles.ts). It implements
// what @paypal/react-paypal-js 10.5.2 (PayPalScriptProvider + PayPalButtons) uses:
//
//   window.paypal = { version, FUNDING, Buttons(props) → buttons, getFundingSources(),
//                     isFundingEligible() }
//   buttons.isEligible() → true, buttons.render(container) → Promise, buttons.close() → Promise,
//   buttons.updateProps() → Promise, buttons.hasReturned() → false; props.onInit is called with
//   { enable, disable } actions once rendered.
//
// render() puts a real button named 'PayPal' in the container. A click plays the buyer's side:
//   1. props.onClick (if any; returning false stops), 2. orderID = await props.createOrder()
//   3. the buyer approves in "PayPal's window": POST
//      https://api-m.sandbox.paypal.com/v2/checkout/orders/{orderID}/confirm-payment-source
//      { payment_source: { paypal: { email_address } } } (answered by the local PayPal API double)
//      — unless window.__paypalBuyerCancels is true: then props.onCancel({ orderID })
//   4. props.onApprove({ orderID, payerID, paymentSource: 'paypal', facilitatorAccessToken })
//   Any failure → props.onError(error).
// The buyer's e-mail is window.__paypalBuyerEmail (default 'buyer@example.com'); the API double
// marks a 'declined@…' buyer to be declined at capture.
//
// Plain ES5-style JavaScript in a string: it runs as is in the page (no bundler, no helpers).
export const PAYPAL_SDK_URL_PATTERN = /^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js/

export const payPalSdkDouble = String.raw`
(function () {
  'use strict';
  var API = 'https://api-m.sandbox.paypal.com';
  var script = document.currentScript;
  var query = new URLSearchParams(script && script.src ? script.src.split('?')[1] || '' : '');
  var FUNDING = { PAYPAL: 'paypal', VENMO: 'venmo', PAYLATER: 'paylater', CREDIT: 'credit', CARD: 'card' };

  function buyerEmail() { return window.__paypalBuyerEmail || 'buyer@example.com'; }

  function approve(orderID) {
    return fetch(API + '/v2/checkout/orders/' + encodeURIComponent(orderID) + '/confirm-payment-source', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer buyer-session-double' },
      body: JSON.stringify({ payment_source: { paypal: { email_address: buyerEmail() } } })
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (order) {
        if (!response.ok) {
          var error = new Error((order && (order.message || order.name)) || ('PayPal answered ' + response.status));
          error.details = order && order.details;
          throw error;
        }
        return order;
      });
    });
  }

  function Buttons(props) {
    props = props || {};
    var container = null;
    var button = null;
    var closed = false;
    var busy = false;
    var enabled = true;
    var actions = {
      enable: function () { enabled = true; if (button) button.disabled = busy; return Promise.resolve(); },
      disable: function () { enabled = false; if (button) button.disabled = true; return Promise.resolve(); }
    };
    function fail(error) {
      if (typeof props.onError === 'function') props.onError(error instanceof Error ? error : new Error(String(error)));
      else setTimeout(function () { throw error; });
    }
    function onClick() {
      if (busy || !enabled || closed) return;
      busy = true;
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      var orderID = null;
      Promise.resolve()
        .then(function () {
          if (typeof props.onClick !== 'function') return true;
          return props.onClick({ fundingSource: FUNDING.PAYPAL }, {
            resolve: function () { return Promise.resolve(true); },
            reject: function () { return Promise.resolve(false); }
          });
        })
        .then(function (go) {
          if (go === false) return;
          if (typeof props.createOrder !== 'function') throw new Error('PayPal double: createOrder is required');
          return Promise.resolve(props.createOrder({ paymentSource: FUNDING.PAYPAL }, {
            order: { create: function () { return Promise.reject(new Error('PayPal double: actions.order.create is not supported')); } }
          })).then(function (id) {
            if (!id) throw new Error('Expected an order id to be passed');
            orderID = String(id);
            if (window.__paypalBuyerCancels) {
              if (typeof props.onCancel === 'function') props.onCancel({ orderID: orderID }, { redirect: function () {} });
              return;
            }
            return approve(orderID).then(function (order) {
              var payer = (order && order.payer) || {};
              if (typeof props.onApprove !== 'function') return;
              return props.onApprove({
                orderID: orderID,
                payerID: payer.payer_id || 'PAYERDOUBLE',
                paymentID: null,
                paymentSource: FUNDING.PAYPAL,
                facilitatorAccessToken: 'A21AA-double'
              }, {
                order: {
                  capture: function () { return Promise.reject(new Error('PayPal double: capture on the server')); },
                  get: function () { return Promise.resolve(order); }
                },
                redirect: function () {},
                restart: function () { return Promise.resolve(); }
              });
            });
          });
        })
        .catch(fail)
        .then(function () {
          busy = false;
          if (button) { button.disabled = !enabled; button.removeAttribute('aria-busy'); }
        });
    }
    return {
      isEligible: function () { return true; },
      hasReturned: function () { return false; },
      updateProps: function (next) { Object.assign(props, next || {}); return Promise.resolve(); },
      resume: function () {},
      render: function (target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) return Promise.reject(new Error('Document is ready and element ' + String(target) + ' does not exist'));
        if (closed) return Promise.reject(new Error('Window closed'));
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.setAttribute('data-funding-source', FUNDING.PAYPAL);
        button.style.cssText = 'display:block;width:100%;height:45px;border:0;border-radius:4px;background:#ffc439;color:#111;font:600 16px system-ui,sans-serif;cursor:pointer';
        button.addEventListener('click', onClick);
        var wrapper = document.createElement('div');
        wrapper.className = 'paypal-buttons paypal-buttons-context-iframe';
        wrapper.appendChild(button);
        container.appendChild(wrapper);
        if (typeof props.onInit === 'function') props.onInit({}, actions);
        return Promise.resolve();
      },
      close: function () {
        closed = true;
        if (button && button.parentNode && button.parentNode.parentNode) button.parentNode.parentNode.removeChild(button.parentNode);
        button = null;
        return Promise.resolve();
      }
    };
  }

  window.paypal = {
    version: '5.0.double',
    FUNDING: FUNDING,
    Buttons: Buttons,
    getFundingSources: function () { return [FUNDING.PAYPAL]; },
    isFundingEligible: function (source) { return source === FUNDING.PAYPAL; },
    __double: { clientId: query.get('client-id'), currency: query.get('currency'), intent: query.get('intent') }
  };
})();
`
