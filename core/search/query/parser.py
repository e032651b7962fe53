"""Reading what the user typed into a Whoosh query tree (the language: see
:mod:`lectern.core.search.query`). Nothing raises: what cannot be read is searched as
words or left out, with a note."""

from __future__ import annotations

import os
import re
from datetime import datetime
from typing import Any

from whoosh import query as wq

from lectern.core.deferred_log import DeferredLogger
from lectern.core.marks.model import Colour
from lectern.core.models import MAX_RATING, Status, fold_text
from lectern.core.said import in_turn, message_of, said
from lectern.core.search.analysis import WORD, fold, index_term, name_terms
from lectern.core.search.query.fields import (
    FIELDS,
    FUZZY_MARK,
    MARKED_PLACES,
    MAX_DEPTH,
    MAX_FUZZ,
    NAME_FIELDS,
    PDF_PLACE,
    PDF_WEIGHT,
    TEXT_PLACES,
    WORD_FIELDS,
    Highlights,
    ParsedQuery,
    record_field_names,
)
from lectern.core.search.query.lexer import Tok, lex
from lectern.core.search.query.nodes import AllWords, InAbstract, InPdf, TextPhrase
from lectern.core.search.query.values import ValueProblem, date_range, number_range

log = DeferredLogger(__name__)

_FUZZY = re.compile(r"^(.*?)~(\d*)$", re.S)
_WORD_PLACES = (None, "title", "abstract", "notes", "marks", PDF_PLACE)  # typed words
_COLOURS = frozenset(c.value for c in Colour)  # marks:yellow


class _Parser:
    def __init__(self, text: str, now: datetime) -> None:
        self.notes: list[str] = []
        self.toks = lex(text, self.notes)
        self.i = 0
        self.now = now
        self.ctx: str | None = None  # field of an enclosing "title:( ... )"
        self.negated = 0
        self.terms: list[str] = []
        self.highlights = Highlights()

    def note(self, message: str) -> None:
        if message not in self.notes:
            self.notes.append(message)

    def peek(self) -> Tok | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    # --- grammar: or := and (OR and)* ; and := unary+ ; unary := NOT* clause -------------
    def parse(self) -> Any:
        self._drop_unmatched()
        return self.parse_or()

    def _drop_unmatched(self) -> None:
        depth, kept = 0, []
        for tok in self.toks:
            if tok.kind == "(":
                if depth >= MAX_DEPTH:
                    self.note(said("Too many nested parentheses — ignored the deepest"))
                    tok.kind = "word" if tok.field else "skip"
                    tok.text = tok.text or (tok.field or "")
                    if tok.kind == "skip":
                        continue
                else:
                    depth += 1
            elif tok.kind == ")":
                if depth == 0:
                    self.note(said("Unmatched ')' ignored"))
                    continue
                depth -= 1
            kept.append(tok)
        self.toks = kept

    def parse_or(self) -> Any:
        branches = []
        while True:
            branch = self.parse_and()
            if branch is not None:
                branches.append(branch)
            tok = self.peek()
            if tok is None or tok.kind == ")":
                break
            self.i += 1  # OR
            if not branches or (after := self.peek()) is None or after.kind in (")", "OR"):
                self.note(said("'OR' needs words on both sides — ignored it"))
        if not branches:
            return None
        return branches[0] if len(branches) == 1 else wq.Or(branches)

    def parse_and(self) -> Any:
        hard: list[Any] = []
        soft: list[Any] = []
        negative: list[Any] = []
        must_next = False
        after_clause = False
        soft_last = 0  # how many soft units the last clause added (an AND makes them required)
        while (tok := self.peek()) is not None and tok.kind not in (")", "OR"):
            if tok.kind == "AND":
                self.i += 1
                if (
                    not after_clause
                    or (after := self.peek()) is None
                    or after.kind in (")", "OR", "AND")
                ):
                    self.note(said("'AND' needs words on both sides — ignored it"))
                elif soft and soft_last:
                    hard.extend(soft[-soft_last:])
                    del soft[-soft_last:]
                must_next = True
                after_clause = False
                continue
            neg = False
            while (tok := self.peek()) is not None and tok.kind == "NOT":
                self.i += 1
                neg = not neg
            if tok is None or tok.kind in (")", "OR", "AND"):
                self.note(said("'NOT' needs a word after it — ignored it"))
                continue
            self.i += 1
            neg ^= tok.neg
            if neg:
                self.negated += 1
            clause, is_soft = self.clause(tok)
            if neg:
                self.negated -= 1
            after_clause, soft_last = True, 0
            if clause is None:
                continue
            if neg:
                negative.append(clause)
            elif is_soft and not must_next:
                units = clause.units if isinstance(clause, AllWords) else [clause]
                soft.extend(units)
                soft_last = len(units)
            else:
                hard.append(clause)
            must_next = False
        positives = list(hard)
        if soft:
            positives.append(soft[0] if len(soft) == 1 else AllWords(soft))
        if not positives and not negative:
            return None
        if not negative:
            return positives[0] if len(positives) == 1 else wq.And(positives)
        return wq.And((positives or [wq.Every()]) + [wq.Not(n) for n in negative])

    # --- clauses -------------------------------------------------------------------------
    def clause(self, tok: Tok) -> tuple[Any, bool]:
        """(query, soft): soft clauses are free words that rank all-words-first together."""
        name = self.ctx
        if tok.field is not None:
            name = FIELDS.get(tok.field.lower())
            if name is None and tok.field.lower() in record_field_names():
                name = f"record.{tok.field.lower()}"
            if name is None:
                self.note(said("Unknown field '{field}:' — searched it as words", field=tok.field))
                # read as typed words where they stand (inside "author:(…)" that is a name)
                if tok.kind == "word":
                    return self.clause(Tok("word", f"{tok.field} {tok.text}"))
                unit, _ = self.clause(Tok("word", tok.field))
                rest, _ = self.clause(Tok(tok.kind, tok.text))
                return self._combine([u for u in (unit, rest) if u is not None]), False
        if tok.kind == "(":
            outer, self.ctx = self.ctx, name
            inner = self.parse_or()
            self.ctx = outer
            if self.peek() is None:
                self.note(said("Missing ')' — closed the group at the end"))
            else:
                self.i += 1
            return inner, name is None  # a plain group ranks like words; a field group filters
        if tok.kind == "phrase":
            return self.phrase(tok.text, name), name is None
        if name in _WORD_PLACES:
            return self.words(tok.text, name), name is None
        return self.filter(name, tok.text), False

    def words(self, text: str, place: str | None) -> Any:
        """A typed word: maybe several (non-linear), a prefix (diffus*) or fuzzy (graff~)."""
        fuzzy = _FUZZY.match(text)
        if fuzzy and fuzzy.group(1) and "~" not in fuzzy.group(1):
            dist = min(int(fuzzy.group(2) or 1), MAX_FUZZ) or 1
            return self._each(fuzzy.group(1), lambda w: self.fuzzy(w, place, dist))
        if text.endswith("*") and text.strip("*"):
            body = text.rstrip("*")
            parts = [m.group().strip("*") for m in WORD.finditer(body)]
            parts = [p for p in parts if p]
            if not parts:
                return None
            head = [self.word(p, place) for p in parts[:-1]]
            last = self.prefix(parts[-1], place)
            units = [u for u in head + [last] if u is not None]
            return self._combine(units)
        return self._each(text, lambda w: self.word(w, place))

    def _each(self, text: str, make: Any) -> Any:
        parts = [m.group() for m in WORD.finditer(text.replace("*", " "))]
        return self._combine([u for u in map(make, parts) if u is not None])

    @staticmethod
    def _combine(units: list[Any]) -> Any:
        if not units:
            return None
        return units[0] if len(units) == 1 else AllWords(units)

    def _mark(self, place: str | None, kind: str, value: Any, typed: str) -> None:
        if self.negated:
            return
        for p in MARKED_PLACES if place is None else (place,):
            getattr(self.highlights, kind)[p].add(value)
        if typed and typed not in self.terms:
            self.terms.append(typed)

    def word(self, word: str, place: str | None) -> Any:
        stem = index_term(word)
        lower = word.lower()
        if stem is None:
            return None
        self._mark(place, "stems", stem, lower)
        if place == "title":
            exact = wq.Term("title_exact", lower, boost=WORD_FIELDS["title_exact"])
            return wq.Or([wq.Term("title", stem), exact])
        if place == "abstract":
            return InAbstract(wq.Term("text", stem))
        if place == "notes":
            return wq.Term("notes", stem)
        if place == "marks":
            if lower in _COLOURS:  # marks:yellow: a mark of that colour (or the word marked)
                return wq.Or([wq.Term("mark_colours", lower), wq.Term("marks", stem)])
            return wq.Term("marks", stem)
        if place == PDF_PLACE:
            return InPdf(wq.Term(PDF_PLACE, stem))
        texts = {
            "text": stem,
            "title_exact": lower,
            "authors": fold(word),
            "notes": stem,
            "marks": stem,
            "tags": lower,
            "venue": fold(word),
        }
        found = [wq.Term(f, texts[f], boost=b) for f, b in WORD_FIELDS.items()]
        return wq.Or([*found, InPdf(wq.Term(PDF_PLACE, stem), PDF_WEIGHT)])

    def prefix(self, word: str, place: str | None) -> Any:
        lower = word.lower()
        stem = os.path.commonprefix([lower, index_term(lower) or lower]) or lower
        self._mark(place, "prefixes", stem, lower + "*")
        if place == "title":
            return wq.Prefix("title", stem)
        if place == "abstract":
            return InAbstract(wq.Prefix("text", stem))
        if place in ("notes", "marks"):
            return wq.Prefix(place, stem)
        if place == PDF_PLACE:
            return InPdf(wq.Prefix(PDF_PLACE, stem))
        return wq.Or(
            [
                wq.Prefix("text", stem),
                wq.Prefix("authors", fold(word)),
                wq.Prefix("notes", stem),
                wq.Prefix("marks", stem),
                wq.Prefix("tags", lower),
                InPdf(wq.Prefix(PDF_PLACE, stem), PDF_WEIGHT),
            ]
        )

    def fuzzy(self, word: str, place: str | None, dist: int) -> Any:
        stem = index_term(word) or word.lower()
        self._mark(place, "fuzzy", stem, stem + FUZZY_MARK)

        def fz(f: str, text: str) -> wq.FuzzyTerm:
            return wq.FuzzyTerm(f, text, maxdist=dist, prefixlength=_fuzzy_prefix(text))

        if place == "title":
            return fz("title", stem)
        if place == "abstract":
            return InAbstract(fz("text", stem))
        if place in ("notes", "marks"):
            return fz(place, stem)
        if place == PDF_PLACE:
            return InPdf(fz(PDF_PLACE, stem))
        return wq.Or(
            [fz("text", stem), fz("authors", fold(word)), fz("notes", stem), fz("marks", stem)]
        )

    def phrase(self, text: str, place: str | None) -> Any:
        if place in NAME_FIELDS:
            return self.name(place, text)
        if place not in _WORD_PLACES:
            return self.filter(place, text)
        words = [m.group() for m in WORD.finditer(text)]
        stems = tuple(s for s in map(index_term, words) if s is not None)
        if len(stems) < 2:
            return self.words(text, place) if stems else None
        # The phrase is marked where its words stand together, never a lone word of it.
        self._mark(place, "phrases", stems, " ".join(w.lower() for w in words))
        if place == PDF_PLACE:
            return InPdf(TextPhrase((PDF_PLACE,), stems))
        where = TEXT_PLACES if place is None else (place,)
        found = TextPhrase(where, stems)
        if place is None:
            in_pdf = InPdf(TextPhrase((PDF_PLACE,), stems), PDF_WEIGHT)
            names = name_terms(text)
            if len(names) > 1:
                return wq.Or([found, wq.Phrase("authors", names), in_pdf])
            return wq.Or([found, in_pdf])
        return found

    def name(self, place: str, text: str) -> Any:
        """Authors, venue, collection: a word, a prefix, a fuzzy name or several words in a row."""
        fuzzy = _FUZZY.match(text)
        if fuzzy and fuzzy.group(1):
            dist = min(int(fuzzy.group(2) or 1), MAX_FUZZ) or 1
            name = fold(fuzzy.group(1))
            return wq.FuzzyTerm(place, name, maxdist=dist, prefixlength=_fuzzy_prefix(name))
        if text.endswith("*") and text.strip("*"):
            return wq.Prefix(place, fold(text.rstrip("*")))
        names = name_terms(text)
        if not names:
            return None
        return wq.Term(place, names[0]) if len(names) == 1 else wq.Phrase(place, names)

    def has(self, value: str) -> Any:
        """`has:published`: the papers whose record names their published version (a
        preprint a lookup found published, core/lookup/versions.py); `has:marks`: the papers
        with a mark on their PDF."""
        if value.strip().lower() == "published":
            return wq.Prefix("record", "published:")
        if value.strip().lower() in ("marks", "mark"):
            return wq.Or([wq.Term("mark_colours", c) for c in _COLOURS])
        self.note(said("Unknown 'has:{what}' — use has:published", what=value.strip()))
        return None

    def filter(self, name: str, value: str) -> Any:
        if name in NAME_FIELDS:
            return self.name(name, value)
        if name in ("key", "kind"):
            text = value.strip().lower()
            if text.endswith("*") and text.strip("*"):
                return wq.Prefix(name, text.rstrip("*"))
            return wq.Term(name, text) if text else None
        if name.startswith("record."):
            label = name.removeprefix("record.")
            prefix = value.strip().endswith("*")
            words = fold_text(value.replace("*", " ")).split()
            if not words:
                return None
            number = "".join(words)
            if len(words) > 1 and number.replace("x", "").isdigit():
                words = [number]  # an ISBN typed with its hyphens
            terms = [wq.Term("record", f"{label}:{w}") for w in words[:-1]]
            last = f"{label}:{words[-1]}"
            terms.append(wq.Prefix("record", last) if prefix else wq.Term("record", last))
            return terms[0] if len(terms) == 1 else wq.And(terms)
        if name == "id":
            return wq.Term("id", value.strip())
        if name == "has":
            return self.has(value)
        if name == "tags":
            tags = [t.strip().lower() for t in value.split(",") if t.strip()]
            return _any(
                [
                    wq.Prefix("tags", t.rstrip("*"))
                    if t.endswith("*") and t.strip("*")
                    else wq.Term("tags", t)
                    for t in tags
                ]
            )
        if name == "status":
            found = []
            for part in filter(None, (p.strip() for p in value.split(","))):
                try:
                    found.append(wq.Term("status", Status.parse(part).value))
                except ValueError:
                    names = ", ".join(s.value for s in Status)
                    self.note(
                        said(
                            "Unknown status '{status}' — use one of {names}",
                            status=part,
                            names=names,
                        )
                    )
            return _any(found)
        try:
            if name in _NUMBER_LIMITS:
                if name == "progress":
                    value = value.replace("%", "")  # progress:>50% reads as progress:>50
                lo, hi, turned = number_range(value, name)
                if turned:
                    self.note(turned)
                return _number_query(name, lo, hi)
            if name == "last_read" and value.strip().lower() == "never":
                return wq.Not(wq.NumericRange(name, _clamp(-(2**31)), _clamp(2**31)))
            start, end = date_range(value, self.now)
        except ValueProblem as problem:
            self.note(message_of(problem))
            return None
        lo = None if start is None else int(start.timestamp() // 60)
        hi = None if end is None else int(-(-end.timestamp() // 60)) - 1
        return wq.NumericRange(name, _clamp(lo), _clamp(hi))


def _fuzzy_prefix(word: str) -> int:
    """Letters a typo may not touch: two for longer words keeps a lookup at ~20 ms, not ~80."""
    return 1 if len(word) <= 4 else 2


# What the index can hold (index_schema): a bound beyond it would make Whoosh raise.
_NUMBER_LIMITS = {"rating": (0, MAX_RATING), "year": (-9999, 9999), "progress": (0, 100)}


def _number_query(name: str, lo: int | None, hi: int | None) -> Any:
    low, high = _NUMBER_LIMITS[name]
    if (lo is not None and lo > high) or (hi is not None and hi < low):
        return wq.NullQuery  # no paper can match: say nothing is found, not that search failed
    lo = None if lo is None or lo <= low else lo
    hi = None if hi is None or hi >= high else hi
    return wq.NumericRange(name, lo, hi)


def _clamp(minutes: int | None) -> int | None:
    return None if minutes is None else max(-(2**31) + 1, min(minutes, 2**31 - 2))


def _any(queries: list[Any]) -> Any:
    queries = [q for q in queries if q is not None]
    if not queries:
        return None
    return queries[0] if len(queries) == 1 else wq.Or(queries)


def parse_query(text: str, now: datetime | None = None) -> ParsedQuery:
    """The query tree, a note on anything read loosely, and what to highlight."""
    now = (now or datetime.now()).astimezone()
    if not text.strip():
        return ParsedQuery(wq.Every())
    parser = _Parser(text, now)
    try:
        result = parser.parse()
    except RecursionError:  # pathological input; the words still count
        log.warning("query too deeply nested: %.80r", text)
        plain = _Parser(re.sub(r'[()"\u201c\u201d]', " ", text), now)
        result = plain.parse()
        parser = plain
        parser.note(said("Could not read the query's structure — searched its words"))
    if result is None:
        parser.note(said("Nothing to search for — only very common words or unreadable parts"))
        result = wq.NullQuery
    return ParsedQuery(result, in_turn(parser.notes[:3]), tuple(parser.terms), parser.highlights)


def parse(text: str, now: datetime | None = None) -> tuple[Any, str, tuple[str, ...]]:
    """(Whoosh query, message for the user or "", words to highlight). Never raises."""
    parsed = parse_query(text, now)
    return parsed.query, parsed.message, parsed.terms
