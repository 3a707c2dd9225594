#!/usr/bin/python3
"""Reads the app's accessibility tree over AT-SPI, as a screen reader (Orca) does.

Used by tests/screen_reader.rs, which starts the app in a real window under Xvfb, on a D-Bus
session with the accessibility bus running. Debian's python3-pyatspi provides pyatspi.

    atspi.py dump                 the tree of the app's windows, one JSON object a line
    atspi.py press NAME           invoke the default action of the first element named NAME
    atspi.py listen SECONDS       print every announcement (and name change of a live element)
                                  for SECONDS, one JSON object a line

An element is {"depth", "role", "name", "description", "states", "children", "actions", "x",
"y", "w", "h"}. Exit status 2: the app was not found on the bus.
"""

import json
import sys
import time

import pyatspi
from gi.repository import GLib

APP = "Sudoku Lines"


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None:
            continue
        try:
            for win in app:
                if win is not None and win.name == APP:
                    return app
        except GLib.GError:
            continue
    return None


def info(node, depth):
    try:
        states = [pyatspi.stateToString(s) for s in node.getState().getStates()]
    except Exception:  # an element gone while being read
        states = []
    try:
        action = node.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        actions = []
    try:
        ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        box = (ext.x, ext.y, ext.width, ext.height)
    except NotImplementedError:
        box = (0, 0, 0, 0)
    return {
        "depth": depth,
        "role": node.getRoleName(),
        "name": node.name or "",
        "description": node.description or "",
        "states": states,
        "children": node.childCount,
        "actions": actions,
        "x": box[0],
        "y": box[1],
        "w": box[2],
        "h": box[3],
    }


def walk(node, depth, out):
    if node is None:
        return
    out.append(info(node, depth))
    for child in node:
        walk(child, depth + 1, out)


def app_or_exit():
    for _ in range(100):
        app = find_app()
        if app is not None:
            return app
        time.sleep(0.1)
    print("the app is not on the accessibility bus", file=sys.stderr)
    sys.exit(2)


def dump():
    app = app_or_exit()
    # The window may change while it is read (a screen opening removes elements): an element
    # gone between listing and reading fails the walk, so the tree is read again, whole.
    for attempt in range(10):
        out = []
        try:
            for win in app:
                walk(win, 0, out)
            break
        except GLib.GError:
            if attempt == 9:
                raise
            time.sleep(0.1)
    for row in out:
        print(json.dumps(row, ensure_ascii=False))


def press(name):
    app = app_or_exit()
    found = []

    def search(node):
        if node is None or found:
            return
        if node.name == name:
            try:
                action = node.queryAction()
                if action.nActions > 0:
                    found.append(action)
                    return
            except NotImplementedError:
                pass
        for child in node:
            search(child)

    for win in app:
        search(win)
    if not found:
        print(f"no element named {name!r} with an action", file=sys.stderr)
        sys.exit(3)
    found[0].doAction(0)


def listen(seconds):
    app_or_exit()

    def on_event(event):
        try:
            source = event.source.name
        except Exception:
            source = ""
        text = event.any_data if isinstance(event.any_data, str) else ""
        print(
            json.dumps(
                {"type": event.type, "source": source, "text": text, "detail": event.detail1},
                ensure_ascii=False,
            ),
            flush=True,
        )

    pyatspi.Registry.registerEventListener(on_event, "object:announcement")
    GLib.timeout_add(int(seconds * 1000), pyatspi.Registry.stop)
    print(json.dumps({"type": "listening"}), flush=True)
    pyatspi.Registry.start()


if __name__ == "__main__":
    if len(sys.argv) >= 2 and sys.argv[1] == "dump":
        dump()
    elif len(sys.argv) == 3 and sys.argv[1] == "press":
        press(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "listen":
        listen(float(sys.argv[2]))
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(1)
