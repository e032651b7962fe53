"""`lectern browser register|unregister|status|host`: Lectern's place in the browsers.

`register` writes the native host's manifest where each browser looks (or in `--dir`, a
profile's NativeMessagingHosts folder; or, `--system`, where it looks for every user, as
the .deb's install does) and the launcher it points at; `status` says where
the host is registered and whether its launcher still runs an existing Lectern;
`unregister` takes it away again. `host` is what the browser starts (lectern.core.browser).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from lectern.core.browser.registration import Browser, in_use, register, status, unregister

ALL = "all"


def add_parser(commands: Any) -> None:
    p = commands.add_parser(
        "browser",
        help="register Lectern with your browsers, for its extension's Save button",
        description="Lectern's browser extension saves the paper on a page through a native "
        "messaging host: `register` tells the browsers where it is, `status` shows where it "
        "is registered, `unregister` removes it. `host` is what the browser runs.",
    )
    actions = p.add_subparsers(dest="action", metavar="<action>", required=True)
    for name, text in (
        ("register", "register the native host for the browsers"),
        ("unregister", "remove the native host's registration"),
        ("status", "say where the native host is registered"),
    ):
        a = actions.add_parser(name, help=text)
        a.add_argument(
            "--browser",
            choices=[ALL, *(b.value for b in Browser)],
            default=ALL,
            help="which browser (default: all of them)",
        )
        a.add_argument(
            "--dir",
            type=Path,
            metavar="DIR",
            help="a browser profile's NativeMessagingHosts folder instead of the usual "
            "per-user one (needs one --browser)",
        )
        a.add_argument(
            "--system",
            action="store_true",
            help="the folders each browser reads for every user (Linux, as root; the .deb "
            "does this)",
        )
    h = actions.add_parser("host", help="the native host the browser starts (not for a terminal)")
    h.add_argument("caller", nargs=argparse.REMAINDER, help="what the browser passes")


def usage_problem(args: argparse.Namespace) -> str:
    if args.action != "host" and args.dir is not None and args.browser == ALL:
        return "--dir is one browser's folder: name the browser with --browser"
    if args.action != "host" and args.dir is not None and args.system:
        return "--dir and --system name two places: give one"
    return ""


def run(args: argparse.Namespace, folder: Path) -> int:
    if args.action == "host":
        from lectern.core.browser.host import serve

        return serve(args.caller, folder, sys.stdin.buffer, sys.stdout.buffer)
    browsers = list(Browser) if args.browser == ALL else [Browser(args.browser)]
    if args.action == "register":
        for browser in browsers:
            done = register(browser, args.dir, system=args.system)
            print(f"{browser.value}: registered in {done.manifest}")
        print("Now install Lectern's extension in the browser: Help → User guide says how.")
        return 0
    if args.action == "unregister":
        for browser in browsers:
            removed = unregister(browser, args.dir, system=args.system)
            print(f"{browser.value}: {'removed ' + str(removed) if removed else 'not registered'}")
        return 0
    code = 0
    for browser in browsers:
        if args.dir is None and not args.system:  # the one the browser finds
            found = in_use(browser)
        else:
            found = status(browser, args.dir, system=args.system)
        if found is None:
            print(f"{browser.value}: not registered")
        elif found.works:
            print(f"{browser.value}: registered in {found.manifest}, runs {found.program}")
        else:
            print(
                f"{browser.value}: registered in {found.manifest}, but its launcher "
                f"{found.launcher} does not run an existing Lectern: run `lectern browser "
                "register` again"
            )
            code = 1
    return code
