"""Lectern as the browser extension's native-messaging host (issue 40, docs/browser.md).

The browser starts `lectern browser host` for Lectern's extension only and talks to it over
stdin and stdout; nothing listens on a port. `extension.py` is who may call (the extension's
fixed ids), `framing.py` the length-prefixed messages, `host.py` what each message asks and
answers, `handover.py` how a save reaches the window open on the library, and
`registration.py` the host manifests each browser looks for.
"""
