// A stand-in for Google's gapi loader (https://apis.google.com/js/api.js) and its gapi.iframes
// module, which Firebase Auth's popup sign-in loads from Google in the page and in the Auth
// emulator's helper frame. The browser tests are offline, so they serve this instead: it speaks
// the part of the gapi.iframes protocol the two use (open a frame, ping it, register a handler,
// send a message and get the handlers' answers), over postMessage.
(() => {
  const MARK = 'bistro-gapi-stand-in';
  const FILTER = 'cross-origin-iframes';
  /** One side of a conversation with another window: its handlers, and calls waiting for answers. */
  const channels = new Map();
  let nextId = 0;

  function channelTo(peer) {
    let channel = channels.get(peer);
    if (!channel) {
      channel = { peer, handlers: new Map(), queued: new Map(), waiting: new Map(), ready: false, onReady: [] };
      channels.set(peer, channel);
    }
    return channel;
  }

  const post = (peer, message) => peer.postMessage({ [MARK]: true, ...message }, '*');

  function answer(channel, { id, type, data }) {
    const handler = channel.handlers.get(type);
    if (!handler) {
      // Messages that arrive before their handler is registered wait for it, as gapi's do.
      channel.queued.set(type, [...(channel.queued.get(type) ?? []), { id, type, data }]);
      return;
    }
    post(channel.peer, { kind: 'answer', id, result: handler(data) });
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (message?.[MARK] !== true || !event.source) return;
    const channel = channelTo(event.source);
    if (message.kind === 'ping') {
      if (channel.parentReady) post(event.source, { kind: 'pong' });
    } else if (message.kind === 'pong') {
      channel.ready = true;
      for (const resolve of channel.onReady.splice(0)) resolve();
    } else if (message.kind === 'send') {
      answer(channel, message);
    } else if (message.kind === 'answer') {
      const callback = channel.waiting.get(message.id);
      channel.waiting.delete(message.id);
      try {
        callback?.([message.result]);
      } catch {
        // gapi swallows errors thrown by answer callbacks, and Firebase's may throw by design.
      }
    }
  });

  /** What gapi calls an Iframe: the other window of a conversation, seen from this one. */
  function peerHandle(channel) {
    return {
      register(type, handler) {
        channel.handlers.set(type, handler);
        for (const waiting of channel.queued.get(type) ?? []) answer(channel, waiting);
        channel.queued.delete(type);
      },
      send(type, data, callback) {
        const id = `${MARK}-${nextId++}`;
        channel.waiting.set(id, callback);
        post(channel.peer, { kind: 'send', id, type, data });
      },
      ping(callback) {
        return new Promise((resolve) => {
          const done = () => {
            clearInterval(timer);
            callback?.();
            resolve();
          };
          if (channel.ready) return done();
          channel.onReady.push(done);
          const timer = setInterval(() => post(channel.peer, { kind: 'ping' }), 100);
          post(channel.peer, { kind: 'ping' });
        });
      },
      restyle: () => Promise.resolve(),
    };
  }

  const context = {
    /** Opens a frame and hands it to `onOpened`; resolves with what that resolves to. */
    open(options, onOpened) {
      const frame = document.createElement('iframe');
      frame.src = options.url;
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name === 'style') Object.assign(frame.style, value);
        else frame.setAttribute(name, String(value));
      }
      (options.where ?? document.body).appendChild(frame);
      const handle = peerHandle(channelTo(frame.contentWindow));
      return Promise.resolve(onOpened ? onOpened(handle) : handle);
    },
    /** From inside a frame: the page that opened it; it may now be pinged. */
    getParentIframe() {
      const channel = channelTo(window.parent);
      channel.parentReady = true;
      return peerHandle(channel);
    },
  };

  window.gapi = {
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function Iframe() {} },
    load(_module, options) {
      setTimeout(() => (typeof options === 'function' ? options() : options.callback()), 0);
    },
  };

  // gapi announces itself through ?onload=<callback> on its script address, or window.gapi_onload.
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  setTimeout(() => (onload ? window[onload] : window.gapi_onload)?.(), 0);
})();
