// A fake Stripe.js for browser tests: the page loads it from https://js.stripe.com/endive/stripe.js exactly as
// @stripe/stripe-js 10 expects (window.Stripe with Stripe.version 'endive'), renders a plain "Test payment method"
// box for the Payment Element, and settles payments through the local Stripe stand-in
// (stand-ins/stripe-server.ts), which then delivers the signed webhook to the API like Stripe would.
//
// Choose the outcome of the next confirmPayment (or confirmSetup) in the page before paying:
//   await page.evaluate(() => { window.__fakeStripeOutcome = 'decline'; });
// window.__fakeStripeOutcome:
//   'succeed' (default) - the stand-in marks the intent succeeded (webhook payment_intent.succeeded), then the page
//                         goes to return_url?payment_intent=...&payment_intent_client_secret=...&redirect_status=succeeded
//   'decline'           - confirmPayment resolves { error: { type: 'card_error', message: 'Your card was declined.' } },
//                         no redirect, nothing sent to the stand-in
//   'fail'              - the stand-in records a failed attempt (webhook payment_intent.payment_failed), then the page
//                         goes to return_url with redirect_status=failed
//
// confirmSetup (a card kept for later charges): 'decline' resolves { error } as above; otherwise the stand-in's
// SetupIntent succeeds with a new card on its customer, answering as window.__fakeStripeCard says ('ok' by default,
// 'declined' or 'authentication_required' for its later off-session charges), and resolves { setupIntent } with
// redirect: 'if_required', else goes to return_url?setup_intent=...&redirect_status=succeeded.
//
// The page calls the stand-in through https://api.stripe.com/__test/... (allowed by the app's Content-Security-Policy
// connect-src), and this file's route forwards those calls to `${stubUrl}/__test/...`.
import type { BrowserContext, Route } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const CONTROL_ORIGIN = 'https://api.stripe.com';

declare global {
  interface Window {
    /** Outcome of the next fake confirmPayment: 'succeed' (default), 'decline' or 'fail'. */
    __fakeStripeOutcome?: 'succeed' | 'decline' | 'fail';
    /** How the card the next fake confirmSetup keeps answers later charges: 'ok' (default), 'declined', ... */
    __fakeStripeCard?: 'ok' | 'declined' | 'authentication_required';
  }
}

export async function installFakeStripe(context: BrowserContext, options: { stubUrl: string }): Promise<void> {
  const stubUrl = options.stubUrl.replace(/\/$/, '');

  // 1. Nothing leaves the machine: requests to other hosts fail at once (the routes below take precedence).
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (LOCAL_HOSTS.has(url.hostname)) return route.fallback();
    return route.abort('internetdisconnected');
  });

  // 2. Stripe.js itself.
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/javascript; charset=utf-8', 'access-control-allow-origin': '*' },
      body: fakeStripeScript(CONTROL_ORIGIN),
    }),
  );

  // 3. The page's test-control calls, forwarded to the Stripe stand-in.
  await context.route(`${CONTROL_ORIGIN}/__test/**`, (route) => forwardToStub(route, stubUrl));
}

async function forwardToStub(route: Route, stubUrl: string): Promise<void> {
  const request = route.request();
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
  };
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  const { pathname, search } = new URL(request.url());
  try {
    const response = await fetch(`${stubUrl}${pathname}${search}`, {
      method: request.method(),
      headers: { 'content-type': 'application/json' },
      body: request.method() === 'GET' ? undefined : (request.postData() ?? undefined),
    });
    await route.fulfill({
      status: response.status,
      headers: { ...cors, 'content-type': 'application/json' },
      body: await response.text(),
    });
  } catch (err) {
    await route.fulfill({
      status: 502,
      headers: { ...cors, 'content-type': 'application/json' },
      body: JSON.stringify({
        error: { type: 'api_error', message: `Stripe stand-in unreachable at ${stubUrl}: ${(err as Error).message}` },
      }),
    });
  }
}

/** The browser script (plain ES2017, no imports) served as https://js.stripe.com/endive/stripe.js. */
export function fakeStripeScript(controlOrigin: string): string {
  return `(function () {
  'use strict';
  var CONTROL = ${JSON.stringify(controlOrigin)} + '/__test/payment_intents/';
  var SETUP_CONTROL = ${JSON.stringify(controlOrigin)} + '/__test/setup_intents/';

  function later(fn) { setTimeout(fn, 0); }

  function intentIdFrom(clientSecret) {
    return typeof clientSecret === 'string' ? clientSecret.split('_secret_')[0] : '';
  }

  function settle(intentId, outcome, body, control) {
    return fetch((control || CONTROL) + encodeURIComponent(intentId) + '/' + outcome, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body || {})
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw new Error((json && json.error && json.error.message) || ('HTTP ' + response.status));
        return json;
      });
    });
  }

  function redirectTo(returnUrl, intentId, clientSecret, status) {
    var url = new URL(returnUrl, window.location.href);
    url.searchParams.set('payment_intent', intentId);
    url.searchParams.set('payment_intent_client_secret', clientSecret);
    url.searchParams.set('redirect_status', status);
    window.location.assign(url.toString());
  }

  function createElement(elements, type, options) {
    var listeners = {};
    var state = { ready: false, mounted: false, destroyed: false, options: options || {}, node: null, lastChange: null };
    function emit(event, payload) {
      (listeners[event] || []).slice().forEach(function (entry) {
        if (entry.once) element.off(event, entry.handler);
        try { entry.handler(payload); } catch (err) { console.error(err); }
      });
    }
    function replay(event, handler) {
      // Listeners attached after the element became ready still hear about it (React attaches them after mount).
      if (!state.ready) return;
      if (event === 'ready') later(function () { handler({ elementType: type }); });
      if (event === 'change' && state.lastChange) later(function () { handler(state.lastChange); });
    }
    var element = {
      _type: type,
      mount: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error('FakeStripe: mount target not found: ' + target);
        var box = document.createElement('div');
        box.className = 'FakeStripeElement FakeStripeElement--' + type;
        box.setAttribute('data-testid', 'fake-stripe-' + type + '-element');
        box.setAttribute('role', 'group');
        box.setAttribute('aria-label', 'Test payment method');
        box.style.border = '1px solid #c5ccd6';
        box.style.borderRadius = '6px';
        box.style.padding = '16px';
        box.style.background = '#fafbfc';
        box.style.fontFamily = 'system-ui, sans-serif';
        box.textContent = 'Test payment method';
        host.appendChild(box);
        state.node = box;
        state.mounted = true;
        later(function () {
          if (state.destroyed) return;
          state.ready = true;
          emit('ready', { elementType: type });
          state.lastChange = { elementType: type, empty: false, complete: true, collapsed: false, value: { type: 'card' } };
          emit('change', state.lastChange);
        });
        return element;
      },
      on: function (event, handler) {
        (listeners[event] = listeners[event] || []).push({ handler: handler, once: false });
        replay(event, handler);
        return element;
      },
      once: function (event, handler) {
        (listeners[event] = listeners[event] || []).push({ handler: handler, once: true });
        return element;
      },
      off: function (event, handler) {
        if (!listeners[event]) return element;
        listeners[event] = handler ? listeners[event].filter(function (entry) { return entry.handler !== handler; }) : [];
        return element;
      },
      update: function (options) { Object.assign(state.options, options || {}); return element; },
      unmount: function () {
        if (state.node && state.node.parentNode) state.node.parentNode.removeChild(state.node);
        state.node = null;
        state.mounted = false;
        state.ready = false;
        return element;
      },
      destroy: function () {
        element.unmount();
        state.destroyed = true;
        listeners = {};
        delete elements._elements[type];
        return element;
      },
      collapse: function () { return element; },
      focus: function () { emit('focus', { elementType: type }); return element; },
      blur: function () { emit('blur', { elementType: type }); return element; },
      clear: function () { return element; }
    };
    return element;
  }

  function createElements(stripe, options) {
    var elements = {
      _options: Object.assign({}, options || {}),
      _elements: {},
      create: function (type, elementOptions) {
        if (elements._elements[type]) throw new Error('FakeStripe: can only create one Element of type ' + type);
        var element = createElement(elements, type, elementOptions);
        elements._elements[type] = element;
        return element;
      },
      getElement: function (type) { return elements._elements[type] || null; },
      update: function (update) { Object.assign(elements._options, update || {}); },
      fetchUpdates: function () { return Promise.resolve({}); },
      submit: function () { return Promise.resolve({}); }
    };
    return elements;
  }

  function FakeStripe(publishableKey, stripeOptions) {
    if (typeof publishableKey !== 'string' || !publishableKey) throw new Error('FakeStripe: a publishable key is required');
    var registered = [];
    var stripe = {
      _publishableKey: publishableKey,
      _options: stripeOptions || {},
      _wrappers: registered,
      _registerWrapper: function (wrapper) { registered.push(wrapper); },
      registerAppInfo: function () {},
      elements: function (options) { return createElements(stripe, options); },
      confirmPayment: function (params) {
        params = params || {};
        var elements = params.elements;
        var clientSecret = params.clientSecret || (elements && elements._options && elements._options.clientSecret);
        var intentId = intentIdFrom(clientSecret);
        var returnUrl = params.confirmParams && params.confirmParams.return_url;
        var outcome = window.__fakeStripeOutcome || 'succeed';
        if (!intentId) {
          return Promise.resolve({ error: { type: 'invalid_request_error', message: 'FakeStripe: no client secret (pass it to elements({ clientSecret }))' } });
        }
        if (outcome === 'decline') {
          return Promise.resolve({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
        }
        var status = outcome === 'fail' ? 'failed' : 'succeeded';
        var body = outcome === 'fail' ? { message: 'Your card was declined.' } : {};
        return settle(intentId, outcome === 'fail' ? 'fail' : 'succeed', body).then(function () {
          if (params.redirect === 'if_required' && outcome !== 'fail') {
            return { paymentIntent: { id: intentId, object: 'payment_intent', status: 'succeeded', client_secret: clientSecret } };
          }
          if (!returnUrl) return { error: { type: 'invalid_request_error', message: 'FakeStripe: confirmParams.return_url is required' } };
          redirectTo(returnUrl, intentId, clientSecret, status);
          // Like Stripe.js: the promise stays pending while the browser navigates away.
          return new Promise(function () {});
        }, function (err) {
          return { error: { type: 'api_error', message: 'Payment could not be completed: ' + err.message } };
        });
      },
      confirmSetup: function (params) {
        params = params || {};
        var elements = params.elements;
        var clientSecret = params.clientSecret || (elements && elements._options && elements._options.clientSecret);
        var intentId = intentIdFrom(clientSecret);
        var returnUrl = params.confirmParams && params.confirmParams.return_url;
        if (!intentId) {
          return Promise.resolve({ error: { type: 'invalid_request_error', message: 'FakeStripe: no client secret (pass it to elements({ clientSecret }))' } });
        }
        if ((window.__fakeStripeOutcome || 'succeed') === 'decline') {
          return Promise.resolve({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
        }
        return settle(intentId, 'succeed', { card: window.__fakeStripeCard || 'ok' }, SETUP_CONTROL).then(function (answer) {
          if (params.redirect === 'if_required') return { setupIntent: answer.setupIntent };
          if (!returnUrl) return { error: { type: 'invalid_request_error', message: 'FakeStripe: confirmParams.return_url is required' } };
          var url = new URL(returnUrl, window.location.href);
          url.searchParams.set('setup_intent', intentId);
          url.searchParams.set('setup_intent_client_secret', clientSecret);
          url.searchParams.set('redirect_status', 'succeeded');
          window.location.assign(url.toString());
          return new Promise(function () {});
        }, function (err) {
          return { error: { type: 'api_error', message: 'The card could not be saved: ' + err.message } };
        });
      },
      retrievePaymentIntent: function (clientSecret) {
        var intentId = intentIdFrom(clientSecret);
        return fetch(CONTROL.replace(/\\/$/, ''), { method: 'GET' })
          .then(function (response) { return response.json(); })
          .then(function (json) {
            var found = (json.data || []).filter(function (intent) { return intent.id === intentId; })[0];
            return found ? { paymentIntent: found } : { error: { type: 'invalid_request_error', message: 'No such payment_intent: ' + intentId } };
          });
      },
      createToken: function () { return Promise.resolve({ error: { type: 'invalid_request_error', message: 'FakeStripe: createToken is not supported' } }); },
      createPaymentMethod: function () { return Promise.resolve({ error: { type: 'invalid_request_error', message: 'FakeStripe: createPaymentMethod is not supported' } }); },
      confirmCardPayment: function () { return Promise.resolve({ error: { type: 'invalid_request_error', message: 'FakeStripe: confirmCardPayment is not supported' } }); },
      handleNextAction: function () { return Promise.resolve({}); }
    };
    return stripe;
  }
  FakeStripe.version = 'endive';
  window.Stripe = FakeStripe;
})();
`;
}
