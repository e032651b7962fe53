"""Every private name of Whoosh that Lectern reads, in one place, for one pinned version.

Lectern's search reads whole posting lists and field-length columns straight from the
segment files (about five times faster than Whoosh's public matchers, see
:mod:`lectern.core.search.postings`) and writes segments without a column lookup per
posting. Those shortcuts depend on internals of whoosh-reloaded 2.7.5, so the version is
checked when this module is imported: another version fails at start with a message that
says so, rather than later as an index that looks damaged.

Also here: :data:`DAMAGE`, the errors that mean the index files are unreadable (and a
rebuild will help). Any other error is a bug and must not be mistaken for damage.
"""

from __future__ import annotations

import contextlib
import heapq
import itertools
import operator
import pickle
import re
import struct
import zlib
from array import array
from collections.abc import Iterable, Iterator
from itertools import accumulate
from typing import Any

import whoosh
from whoosh import query as wq
from whoosh.codec.base import OutOfOrderError
from whoosh.codec.whoosh3 import (
    LENGTHS_COLUMN,
    WHOOSH3_HEADER_MAGIC,
    W3FieldWriter,
    W3LeafMatcher,
    W3TermInfo,
    _lenfield,
)
from whoosh.columns import VarBytesColumn
from whoosh.filedb.filestore import StorageError
from whoosh.filedb.filetables import FileFormatError
from whoosh.index import IndexError as WhooshIndexError
from whoosh.matching.wrappers import FilterMatcher
from whoosh.system import pack_int, pack_long, pack_ushort
from whoosh.util.numeric import byte_to_length, length_to_byte
from whoosh.writing import PostingPool, SegmentWriter

WHOOSH_VERSION = (2, 7, 5)


class WhooshVersionError(ImportError):
    """The installed Whoosh is not the version whose internals Lectern reads."""


def check_version(found: tuple[int, ...]) -> None:
    if tuple(found[:3]) != WHOOSH_VERSION:
        wanted = ".".join(map(str, WHOOSH_VERSION))
        raise WhooshVersionError(
            f"Lectern needs whoosh-reloaded {wanted} (its search reads that version's index "
            f"files directly), but Whoosh {'.'.join(map(str, found))} is installed. "
            f"Install it with: pip install whoosh-reloaded=={wanted}"
        )


check_version(tuple(whoosh.__version__))


class IndexDamaged(Exception):
    """Bytes read from an index file do not have the shape Whoosh writes."""


# What unreadable index files make Whoosh (or the block reader below) raise. Anything else
# (TypeError, AttributeError, ...) from Lectern's code is a bug: it is logged with its
# traceback and propagates, and never starts a rebuild.
DAMAGE: tuple[type[BaseException], ...] = (
    OSError,
    EOFError,
    struct.error,
    zlib.error,
    pickle.UnpicklingError,
    UnicodeDecodeError,
    WhooshIndexError,
    FileFormatError,
    StorageError,
    IndexDamaged,
)

# Whoosh 2.7.5 raises a bare Exception for some unreadable blocks; these are its messages.
_FORMAT_MESSAGES = ("Block tag error", "Unknown index type", "No next block")


def is_damage(exc: BaseException) -> bool:
    """Whether `exc` says the index files are unreadable (rather than a bug in Lectern)."""
    if isinstance(exc, DAMAGE):
        return True
    return type(exc) is Exception and str(exc).startswith(_FORMAT_MESSAGES)


# What unpickling garbage may raise besides UnpicklingError: only ever caught around the
# bytes of one index file, and turned into IndexDamaged there.
_GARBAGE = (ValueError, KeyError, IndexError, TypeError, AttributeError, ImportError)


def open_index(storage: Any, name: str) -> Any:
    """Open a Whoosh index; a table of contents that does not unpickle is IndexDamaged."""
    try:
        return storage.open_index(name)
    except DAMAGE:
        raise
    except _GARBAGE as exc:  # the TOC holds a pickled schema: garbage unpickles as anything
        raise IndexDamaged(f"unreadable table of contents: {exc!r}") from exc


# --- posting lists ----------------------------------------------------------------------
def read_postings(matcher: Any) -> tuple[list[int], list[float]]:
    """All (docnum, weight) pairs of a fresh leaf matcher, deleted documents included.

    A ``W3LeafMatcher`` is read block by block (about 0.1 µs a posting); any other matcher
    goes through the public, slower path (about 1 µs a posting).
    """
    if isinstance(matcher, FilterMatcher):
        matcher = matcher.child
    if type(matcher) is not W3LeafMatcher:
        return read_postings_public(matcher)
    ids: list[int] = []
    weights: list[float] = []
    m = matcher
    get = m._postfile.get
    while not m._atend:
        raw = get(m._dataoffset, m._nextoffset - m._dataoffset)
        try:
            data = pickle.loads(zlib.decompress(raw) if m._compression else raw)
            block_ids, block_weights, count = data[0], data[1], m._blocklength
        except _GARBAGE as exc:
            raise IndexDamaged(f"unreadable posting block: {exc!r}") from exc
        ids.extend(block_ids if m._byteids else accumulate(block_ids))
        if block_weights is None:
            weights.extend([1.0] * count)
        elif isinstance(block_weights, float):
            weights.extend([block_weights] * count)
        else:
            weights.extend(block_weights)
        if m._lastblock:
            break
        m._goto(m._nextoffset)
    return ids, weights


def read_postings_public(matcher: Any) -> tuple[list[int], list[float]]:
    """The same pairs through Whoosh's public matcher interface."""
    ids: list[int] = []
    weights: list[float] = []
    while matcher.is_active():
        ids.append(matcher.id())
        weights.append(matcher.weight())
        matcher.next()
    return ids, weights


# --- column values ----------------------------------------------------------------------
def few_values(reader: Any, field: str, docnums: Iterable[int]) -> dict[int, bytes] | None:
    """The stored bytes of a variable-length column (a paper's id) for a few documents of a
    segment, found from the column's lengths alone; None if the column is stored another
    way (then Whoosh's column reader is as quick).

    Whoosh's reader first adds up every document's offset in a Python loop: 9 ms at 75,000
    papers, to print twenty ids.
    """
    perdoc = reader._perdoc
    if type(reader.schema[field].column_type) is not VarBytesColumn:
        return None
    if not perdoc.has_column(field):
        return None
    if field not in perdoc._colfiles:  # as Whoosh's column_reader keeps it (closed with it)
        perdoc._colfiles[field] = perdoc._get_column_file(field)
    colfile, base, length = perdoc._colfiles[field]
    count = perdoc._doccount
    last = base + length - 1
    code = chr(colfile.get_byte(last))
    if code == "X":  # the offsets are stored too
        return None
    lengths = colfile.get_array(last - struct.calcsize(code) * count, code, count)
    found: dict[int, bytes] = {}
    offset = done = 0
    for docnum in sorted(set(docnums)):
        offset += sum(lengths[done:docnum])
        done = docnum
        size = lengths[docnum]
        found[docnum] = colfile.get(base + offset, size) if size else b""
    return found


# --- field lengths ----------------------------------------------------------------------
def segment_lengths(reader: Any, field: str) -> bytes:
    """One-byte encoded length of `field` in every document of a segment, read as one
    slice of the column file."""
    count = reader.doc_count_all()
    perdoc = reader._perdoc
    name = _lenfield(field)
    if not perdoc.has_column(name):
        return bytes(count)
    column = perdoc.column_reader(name, LENGTHS_COLUMN)
    try:
        stored = column._count
        raw = bytes(column._dbfile.get(column._basepos, stored)) if stored else b""
        if len(raw) == stored <= count and column._fixedlen == 1:
            return raw + bytes(count - stored)
    except AttributeError:  # not a fixed-width column reader: read it value by value
        pass
    return bytes(column[d] for d in range(count))


class _Lengths:
    """Field lengths of the segment being written, read once instead of once per posting."""

    def __init__(self, perdoc: Any) -> None:
        self._perdoc = perdoc
        self._cache: dict[str, bytes] = {}

    def doc_field_length(self, docnum: int, fieldname: str, default: int = 0) -> int:
        lengths = self._cache.get(fieldname)
        if lengths is None:
            name = _lenfield(fieldname)
            if self._perdoc.has_column(name):
                reader = self._perdoc.column_reader(name, LENGTHS_COLUMN)
                lengths = bytes(reader[d] for d in range(self._perdoc.doc_count_all()))
            else:
                lengths = b""
            self._cache[fieldname] = lengths
        return byte_to_length(lengths[docnum]) if docnum < len(lengths) else default

    def table(self, fieldname: str) -> list[int]:
        """`doc_field_length` of every document of the segment, by document number."""
        self.doc_field_length(0, fieldname)
        return [_BYTE_LENGTHS[b] for b in self._cache[fieldname]]


_BYTE_LENGTHS = [byte_to_length(b) for b in range(256)]


class _PostingPool(PostingPool):
    """Whoosh's pool of a segment's postings, put in order without one long C call.

    Whoosh sorts the pool with one `sorted()`, and each run it spills to disk (past
    `limitmb`) with one `list.sort()`: a C call holds the interpreter for as long as it
    runs (a quarter second for a batch of PDF pages, 0.4 s for a merge of large segments),
    and the window's UI thread is frozen meanwhile. Grouping by term in Python, then
    sorting the terms, gives the same order in half the time and lets other threads run.
    """

    current: list[tuple[Any, ...]]

    def save(self) -> None:
        if self.current:
            path, run = self._new_run()
            self._write_run(run, _in_order(self.current))
            self._add_run(path)
            self.current = []
        self.currentsize = 0

    def add(self, item: tuple[Any, ...]) -> None:
        """Whoosh's `add` (the same size estimate, the same spill past `limitmb`) without
        its type checks: the postings come from Whoosh's own fields and Lectern's, which
        give bytes. It runs once per posting, 140 of them a paper."""
        self.fieldnames.add(item[0])
        self.currentsize += 150 + len(item[0]) + 2 * len(item[1]) + len(item[4] or b"")
        if self.currentsize > self.limit:
            self.save()
        self.current.append(item)

    def iter_postings(self) -> Iterator[tuple[Any, ...]]:
        if self.runs:  # spilled to disk: the rest saved as one more run, the runs merged
            return iter(super().iter_postings())
        items: list[tuple[Any, ...]] = self.current
        self.current = []
        return (posting for _, _, postings in _terms_in_order(items) for posting in postings)

    def iter_terms(self) -> Iterator[tuple[str, bytes, list[tuple[Any, ...]]]]:
        """The postings grouped by term: (field, term, its postings by document)."""
        if self.runs:
            flat = iter(super().iter_postings())
            for (fieldname, btext), group in itertools.groupby(flat, key=_TERM):
                yield fieldname, btext, list(group)
            return
        items: list[tuple[Any, ...]] = self.current
        self.current = []
        yield from _terms_in_order(items)


def _in_order(items: list[tuple[Any, ...]]) -> Iterator[tuple[Any, ...]]:
    """Postings (field, term, document, weight, value) by field, term and document."""
    return (posting for _, _, postings in _terms_in_order(items) for posting in postings)


def _terms_in_order(
    items: list[tuple[Any, ...]],
) -> Iterator[tuple[str, bytes, list[tuple[Any, ...]]]]:
    """(field, term, postings by document) by field and term."""
    by_term: dict[tuple[str, bytes], list[tuple[Any, ...]]] = {}
    for item in items:
        found = by_term.get((item[0], item[1]))
        if found is None:
            by_term[(item[0], item[1])] = [item]
        else:
            found.append(item)
    items.clear()
    for term in _sorted_in_steps(list(by_term)):
        postings = by_term.pop(term)
        postings.sort(key=_DOCNUM)  # in document order already, but never trusted blindly
        yield term[0], term[1], postings


def _sorted_in_steps(keys: list[Any]) -> Iterator[Any]:
    """`sorted(keys)`, sorting SORT_STEP at a time and merging them in Python: a merge of
    large segments has a hundred thousand terms, 80 ms of sorting in one C call."""
    if len(keys) <= SORT_STEP:
        return iter(sorted(keys))
    return heapq.merge(
        *(sorted(keys[start : start + SORT_STEP]) for start in range(0, len(keys), SORT_STEP))
    )


SORT_STEP = 8192
_DOCNUM = operator.itemgetter(2)
_TERM = operator.itemgetter(0, 1)


def write_postings(fieldwriter: Any, schema: Any, lengths: _Lengths | None, terms: Any) -> None:
    """Whoosh's `FieldWriter.add_postings` a term at a time instead of a posting at a time:
    the same calls to the codec's field writer for each field and term, and each block of
    postings put into its buffer whole, the same bytes written.

    Whoosh passes every posting through four Python calls (a type check, a length lookup,
    a buffer append each); at commit they were half the time an import's indexing took.
    `terms` yields (field, term, postings in document order), as `iter_terms` does.
    """
    if type(fieldwriter) is not W3FieldWriter:  # another codec: Whoosh's own way
        flat = (posting for _, _, postings in terms for posting in postings)
        fieldwriter.add_postings(schema, lengths, flat)
        return
    lastfn: str | None = None
    lasttext = b""
    table: list[int] = []
    for fieldname, btext, postings in terms:
        if fieldname != lastfn:
            if lastfn is not None:
                if fieldname < lastfn:
                    raise OutOfOrderError(f"Field {lastfn!r} .. {fieldname!r}")
                fieldwriter.finish_field()
            fieldwriter.start_field(fieldname, schema[fieldname])
            table = lengths.table(fieldname) if lengths is not None else []
            lastfn, lasttext = fieldname, b""
        elif btext <= lasttext:
            raise OutOfOrderError(f"Term {fieldname}:{lasttext!r} .. {fieldname}:{btext!r}")
        kept = [p for p in postings if p[2] != -1]  # -1: a spelling word, not a posting
        if not kept:
            continue
        lasttext = btext
        block = fieldwriter._postwriter
        limit = block._blocklimit
        if block._inlinelimit <= len(kept) <= limit and not block._byteids:
            _write_term(fieldwriter, block, btext, kept, table)
            continue
        fieldwriter.start_term(btext)
        for start in range(0, len(kept), limit):
            if start:  # a full block, written as Whoosh writes it: when one more posting comes
                block._write_block()
            _fill_block(block, kept[start : start + limit], table)
        fieldwriter.finish_term()
    if lastfn is not None:
        fieldwriter.finish_field()


def _write_term(
    fieldwriter: Any, block: Any, btext: bytes, postings: list[tuple[Any, ...]], table: list[int]
) -> None:
    """A term whose postings fit one block, written whole: the bytes `start_term`, the
    block's `add_posting`s and `finish_term` write (the block, its term info, the term's
    row in the terms file), in two writes.

    Most of a segment's terms have a few postings, and going through the codec's writers
    cost a dozen Python calls a term (a block's header, its statistics, the term info's
    fields one by one): at 5,000 arXiv papers, 60,000 terms, a fifth of writing the
    segment. What Whoosh computes from its arrays is computed from the same arrays (the
    weights are single-precision floats there, summed and pickled as such)."""
    ids = array("I", [p[2] for p in postings])
    raw = [p[3] for p in postings]
    weights = array("f", raw)
    maxweight = max(0, *raw)  # the first of equals kept, as Whoosh does
    count = len(table)
    found = [n for d in ids if d < count and (n := table[d])]
    shortest, longest = (min(found), max(found)) if found else (None, 0)
    values = [v for p in postings if (v := p[4])]
    size = fieldwriter._format.fixed_value_size()
    if size is None or size < 0:
        mini_values: Any = tuple(values)
    else:
        mini_values = None if size == 0 else b"".join(values)
    if all(w == 1.0 for w in weights):
        mini_weights: Any = None
    elif all(w == weights[0] for w in weights):
        mini_weights = weights[0]
    else:
        mini_weights = tuple(weights)
    base = 0
    deltas = []
    for n in ids:
        deltas.append(n - base)
        base = n
    data = pickle.dumps((tuple(deltas), mini_weights, mini_values), 2)
    comp = block._compression
    if comp:
        data = zlib.compress(data, comp)
    info = pickle.dumps(
        (
            len(ids),
            ids[-1],
            maxweight,
            comp,
            length_to_byte(shortest),
            length_to_byte(longest),
        ),
        2,
    )
    postfile = block._postfile
    start = postfile.tell()
    written = _W3_MAGIC + pack_int(-(len(info) + len(data))) + info + data
    postfile.write(written)
    terminfo = (
        W3TermInfo._struct.pack(
            False,
            0 + sum(weights),
            len(ids),
            0 if shortest is None else length_to_byte(shortest),
            length_to_byte(max(0, longest)),
            max(0, maxweight),
            ids[0],
            ids[-1],
        )
        + pack_long(start)
        + pack_int(len(written))
    )
    fieldwriter._btext = btext
    key = pack_ushort(fieldwriter._fieldid) + btext
    terms = fieldwriter._tindex
    if key <= terms.lastkey:
        raise ValueError(f"Keys must increase: {terms.lastkey!r}..{key!r}")
    termfile = terms.dbfile
    at = termfile.tell()
    terms.index.append(at)
    termfile.write(_KEY_VALUE_LENGTHS.pack(len(key), len(terminfo)) + key + terminfo)
    hashed = terms.hashfn(key)
    terms.buckets[hashed & 255].append((hashed, at))
    terms.lastkey = key


_W3_MAGIC = WHOOSH3_HEADER_MAGIC
_KEY_VALUE_LENGTHS = struct.Struct("!ii")  # whoosh.filedb.filetables' row header


def _fill_block(block: Any, postings: list[tuple[Any, ...]], table: list[int]) -> None:
    """What `W3PostingsWriter.add_posting` leaves in the block for each of `postings`."""
    ids = [p[2] for p in postings]
    weights = [p[3] for p in postings]
    block._ids.extend(ids)
    block._weights.extend(weights)
    block._maxweight = max(block._maxweight, *weights)  # the first of equals kept, as Whoosh does
    block._values.extend(v for p in postings if (v := p[4]))
    count = len(table)
    found = [n for d in ids if d < count and (n := table[d])]
    if found:
        shortest, longest = min(found), max(found)
        if block._minlength is None or shortest < block._minlength:
            block._minlength = shortest
        block._maxlength = max(block._maxlength, longest)


class IndexWriter(SegmentWriter):
    """Whoosh's writer, minus a column lookup per posting at commit (a third of its time),
    its postings put in order without one long C call (`_PostingPool`).

    Segments stay separate files, never one compound file: Whoosh reads a compound
    segment by copying each part into memory (the whole index, again after every save).
    """

    def __init__(self, ix: Any, *, limitmb: int = 128, temp_name: str = "", **kwargs: Any) -> None:
        super().__init__(ix, compound=False, limitmb=limitmb, **kwargs)
        if temp_name:  # a writer of another process: its own temporary folder
            self._tempstorage = self.storage.temp_storage(temp_name)
        self.pool = _PostingPool(self._tempstorage, self.newsegment, limitmb=limitmb)

    def _flush_segment(self) -> None:
        self.perdocwriter.close()
        perdoc = self.per_document_reader() if self.codec.length_stats else None
        lengths = _Lengths(perdoc) if perdoc is not None else None
        write_postings(self.fieldwriter, self.schema, lengths, self.pool.iter_terms())
        self.fieldwriter.close()
        if perdoc is not None:
            perdoc.close()

    def write_own(self, mergetype: Any) -> list[Any]:
        """The first half of a commit that names segments another process wrote into this
        index (`write_segment`) after this writer's own: merge what `mergetype` merges and
        write this writer's segment, naming nothing yet. While another process still writes
        its segment, this one's postings are written meanwhile, not after it. The segments
        to pass to `commit_written`."""
        self._check_state()
        final: list[Any] = self._merge_segments(mergetype, None, None)
        if self._added:
            final.append(self._finalize_segment())
        else:
            self._close_segment()
        return final

    def commit_written(self, own: list[Any], segments: list[Any]) -> None:
        """The second half: name `own` (from `write_own`), then `segments`, in one table of
        contents, and release the index."""
        self._commit_toc([*own, *segments])
        self._finish()


def write_segment(ix: Any, documents: Iterable[dict[str, Any]], *, temp_name: str) -> Any:
    """Write `documents` as one new segment of `ix` without taking its lock or naming the
    segment in its table of contents: the writer holding the lock adds it at its commit
    (`IndexWriter.commit_written`), as Whoosh's own MpWriter does with its sub-writers'. The
    segment, to hand to that writer (it pickles)."""
    writer = IndexWriter(ix, _lk=False, limitmb=256, temp_name=temp_name)
    try:
        for document in documents:
            writer.add_document(**document)
        segment = writer._finalize_segment()
    except BaseException:
        close_writer(writer)
        raise
    writer._finish()
    return segment


def close_writer(writer: SegmentWriter) -> None:
    """What `SegmentWriter._finish` does, for a writer whose `cancel()` or `commit()` failed
    part way (closing a new segment's files writes them, so on a full disk `cancel()` fails
    too): its searcher closed, its pool's temporary folder removed, its lock released, so
    the next writer of this process can start. Each step is tried alone."""
    if writer.is_closed:
        return
    perdoc, fields = writer.perdocwriter, writer.fieldwriter
    tindex = getattr(fields, "_tindex", None)
    cols = getattr(perdoc, "_cols", None)
    for file in (
        getattr(tindex, "dbfile", None),
        getattr(fields, "_postfile", None),
        getattr(cols, "_temp", None),
        getattr(perdoc, "_vpostfile", None),
    ):
        # The file itself, not Whoosh's wrapper: its close would write the rest again.
        # Python closes a file whose last write failed all the same.
        if file is not None:
            with contextlib.suppress(Exception):
                getattr(file, "file", file).close()
    searcher = writer._searcher
    if searcher is not None:
        with contextlib.suppress(Exception):
            searcher._orig_close()
        writer._searcher = None
    with contextlib.suppress(Exception):
        writer._tempstorage.destroy()
    if writer.writelock:
        with contextlib.suppress(Exception):
            writer.writelock.release()
    writer.is_closed = True


def remove_uncommitted(ix: Any) -> list[str]:
    """Remove the files no committed table of contents names (the segments of a failed
    write, a table of contents half written), as Whoosh's own commit does after it wrote
    one; the names removed."""
    from whoosh.index import TOC, clean_files

    storage, name = ix.storage, ix.indexname
    toc = TOC.read(storage, name)
    before = set(storage.list())
    clean_files(storage, name, toc.generation, toc.segments)
    half_written = re.compile(rf"^_{re.escape(name)}_[0-9]+\.toc\.[0-9.]+$")
    for leftover in before:
        if half_written.match(leftover):
            with contextlib.suppress(OSError):
                storage.delete_file(leftover)
    return sorted(before - set(storage.list()))


# --- queries ----------------------------------------------------------------------------
def index_segments(ix: Any) -> list[Any]:
    """The index's current segments (FileIndex._segments), to decide whether to merge."""
    return list(ix._segments())


def compile_query(q: Any, reader: Any) -> Any:
    """The plainer query Whoosh turns a numeric range into (an Or of terms)."""
    return q._compile_query(reader)


def query_texts(q: Any, reader: Any) -> Iterator[Any]:
    """The index terms a range, prefix or fuzzy query stands for in this reader."""
    return iter(q._btexts(reader))


NULL_QUERY = type(wq.NullQuery)
