/**
 * Fakes of the providers' browser scripts, served by the fake provider. They expose the same globals and
 * calls the checkout uses (window.Razorpay, window.Stripe, window.paypal.Buttons) and play the shopper's
 * part through the fake's /_fake/... endpoints, so the app's own code runs exactly as with the real ones.
 */
const base = `var BASE = (document.currentScript && document.currentScript.src || "").replace(/\\/(razorpay|stripe|paypal)\\/.*$/, "");`;

const overlay = `
function fakeOverlay(label, html) {
  var o = document.createElement("div");
  o.setAttribute("role", "dialog");
  o.setAttribute("aria-label", label);
  o.style.cssText = "position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647";
  var box = document.createElement("div");
  box.style.cssText = "background:#fff;color:#111;padding:24px;border-radius:8px;min-width:280px;font:14px sans-serif";
  box.innerHTML = html;
  o.appendChild(box);
  document.body.appendChild(o);
  return o;
}`;

const razorpay = `(function () {
${base}
${overlay}
function Razorpay(options) { this.options = options || {}; this.events = {}; }
Razorpay.prototype.on = function (ev, fn) { this.events[ev] = fn; };
Razorpay.prototype.open = function () {
  var o = this.options, self = this;
  var el = fakeOverlay("Razorpay Checkout", "<p><strong>Razorpay (test mode)</strong></p><p>" + (o.name || "") + "</p><p>Amount: " + o.amount + " " + o.currency + "</p><button type='button' data-fake='pay'>Pay Now</button> <button type='button' data-fake='cancel'>Cancel Payment</button>");
  el.querySelector("[data-fake=pay]").addEventListener("click", function () {
    fetch(BASE + "/_fake/razorpay/pay", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ order_id: o.order_id, key: o.key }) })
      .then(function (r) { return r.json().then(function (b) { if (!r.ok) throw new Error(b.error && b.error.description || "Payment failed"); return b; }); })
      .then(function (resp) { el.remove(); o.handler && o.handler(resp); })
      .catch(function (err) { el.remove(); self.events["payment.failed"] && self.events["payment.failed"]({ error: { description: String(err.message) } }); });
  });
  el.querySelector("[data-fake=cancel]").addEventListener("click", function () { el.remove(); o.modal && o.modal.ondismiss && o.modal.ondismiss(); });
};
window.Razorpay = Razorpay;
})();`;

// Stripe.js as @stripe/react-stripe-js drives it: stripe.elements({mode, amount, currency}) -> the Payment
// Element (one "Card number" field here), elements.submit() to validate, stripe.confirmPayment() to pay.
const stripe = `(function () {
${base}
function Stripe(publishableKey) {
  if (!publishableKey) throw new Error("Stripe(): a publishable key is required");
  var input = null;
  function number() { return input ? input.value : ""; }
  function makeElement(type) {
    var handlers = {};
    function emit(ev, payload) { (handlers[ev] || []).slice().forEach(function (fn) { fn(payload); }); }
    var el = {
      mount: function (target) {
        var host = typeof target === "string" ? document.querySelector(target) : target;
        input = document.createElement("input");
        input.setAttribute("aria-label", "Card number");
        input.setAttribute("placeholder", "Card number");
        input.setAttribute("inputmode", "numeric");
        input.style.cssText = "width:100%;border:1px solid #ccc;border-radius:6px;padding:10px;background:transparent;font:inherit;box-sizing:border-box";
        input.addEventListener("input", function () { emit("change", { elementType: type, empty: !input.value, complete: input.value.replace(/\\s/g, "").length >= 16 }); });
        host.appendChild(input);
        setTimeout(function () { emit("ready", { elementType: type }); }, 0);
      },
      on: function (ev, fn) { (handlers[ev] = handlers[ev] || []).push(fn); return el; },
      off: function (ev, fn) { handlers[ev] = (handlers[ev] || []).filter(function (f) { return f !== fn; }); return el; },
      once: function (ev, fn) { var w = function (p) { el.off(ev, w); fn(p); }; return el.on(ev, w); },
      update: function () {},
      focus: function () { if (input) input.focus(); },
      blur: function () {},
      clear: function () { if (input) input.value = ""; },
      unmount: function () { if (input) input.remove(); },
      destroy: function () { if (input) input.remove(); input = null; },
    };
    return el;
  }
  var unsupported = function () { return Promise.resolve({ error: { message: "Not supported by the fake Stripe.js" } }); };
  return {
    elements: function (options) {
      var created = {};
      return {
        _options: options,
        create: function (type) { created[type] = makeElement(type); return created[type]; },
        getElement: function (type) { return created[type] || null; },
        update: function () {},
        fetchUpdates: function () { return Promise.resolve({}); },
        submit: function () {
          return Promise.resolve(number() ? {} : { error: { type: "validation_error", message: "Your card number is incomplete." } });
        },
      };
    },
    confirmPayment: function (opts) {
      if (!opts || !opts.elements || !opts.clientSecret) return Promise.resolve({ error: { message: "elements and clientSecret are required" } });
      var n = number();
      if (!n) return Promise.resolve({ error: { type: "validation_error", message: "Your card number is incomplete." } });
      return fetch(BASE + "/_fake/stripe/confirm", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ client_secret: opts.clientSecret, publishable_key: publishableKey, card_number: n }) })
        .then(function (r) { return r.json(); })
        .then(function (b) { return b.error ? { error: b.error } : { paymentIntent: b.paymentIntent }; })
        .catch(function (err) { return { error: { message: String(err.message) } }; });
    },
    createToken: unsupported,
    createPaymentMethod: unsupported,
    confirmCardPayment: unsupported,
    registerAppInfo: function () {},
    _registerWrapper: function () {},
  };
}
// The release train @stripe/stripe-js expects, so it does not warn about a version mismatch.
Stripe.version = "endive";
window.Stripe = Stripe;
})();`;

const paypal = `(function () {
${base}
var params = new URL(document.currentScript.src).searchParams;
if (!params.get("client-id")) throw new Error("PayPal SDK: client-id is required");
window.paypal = {
  version: "5.0.0-fake",
  Buttons: function (opts) {
    return {
      isEligible: function () { return true; },
      close: function () { return Promise.resolve(); },
      render: function (target) {
        var host = typeof target === "string" ? document.querySelector(target) : target;
        var b = document.createElement("button");
        b.type = "button";
        b.textContent = "PayPal";
        b.setAttribute("aria-label", "Pay with PayPal");
        b.style.cssText = "width:100%;padding:10px;background:#ffc439;border:0;border-radius:4px;font-weight:bold;cursor:pointer";
        b.addEventListener("click", function () {
          Promise.resolve()
            .then(function () { return opts.createOrder({}, {}); })
            .then(function (id) {
              return fetch(BASE + "/_fake/paypal/approve/" + encodeURIComponent(id), { method: "POST" }).then(function () { return id; });
            })
            .then(function (id) { return opts.onApprove({ orderID: id }, {}); })
            .catch(function (err) { if (opts.onError) opts.onError(err); });
        });
        host.appendChild(b);
        if (opts.onInit) opts.onInit({}, { enable: function () { b.disabled = false; return Promise.resolve(); }, disable: function () { b.disabled = true; return Promise.resolve(); } });
        return Promise.resolve();
      },
    };
  },
};
})();`;

export const fakeScripts: Record<string, string> = {
  "/razorpay/checkout.js": razorpay,
  "/stripe/v3.js": stripe,
  "/paypal/sdk.js": paypal,
};
