"""A mark's rectangles follow the lines of the text it covers."""

from lectern.core.marks import Colour, Kind, new_mark, rects_of


def test_characters_on_two_lines_make_two_rectangles_without_the_boxless_break():
    first_line = [(72.0, 700.0, 78.0, 710.0), (78.0, 700.5, 84.0, 709.0)]
    line_break = [(0.0, 0.0, 0.0, 0.0)]
    second_line = [(72.0, 686.0, 80.0, 696.0), (80.0, 686.0, 90.0, 696.0)]
    assert rects_of(first_line + line_break + second_line) == (
        (72.0, 700.0, 84.0, 710.0),
        (72.0, 686.0, 90.0, 696.0),
    )


def test_a_superscript_stays_on_its_line():
    boxes = [(72.0, 700.0, 78.0, 710.0), (78.0, 705.0, 81.0, 711.0)]
    assert rects_of(boxes) == ((72.0, 700.0, 81.0, 711.0),)


def test_a_comma_sitting_low_stays_on_its_line():
    """The boxes of "available, traditional" in TraceMonkey's abstract: the comma is low
    and short, and split the line in two with a gap after it."""
    boxes = [
        (54.1, 413.9, 93.5, 420.1),  # "is available"
        (94.2, 412.8, 95.5, 414.9),  # ","
        (97.8, 412.1, 293.0, 420.1),  # "traditional compilers … that can"
    ]
    assert rects_of(boxes) == ((54.1, 412.1, 293.0, 420.1),)


def test_an_edit_keeps_the_mark_and_moves_its_time_of_change():
    mark = new_mark("p1", "ab" * 32, 2, [(72.0, 700.0, 84.0, 710.0)], "a passage")
    later = mark.edited(colour=Colour.GREEN, kind=Kind.NOTE, note="why")
    assert (later.id, later.made, later.text) == (mark.id, mark.made, mark.text)
    assert (later.colour, later.kind, later.note) == (Colour.GREEN, Kind.NOTE, "why")
    assert later.changed is not None and mark.changed is not None
    assert later.changed >= mark.changed
    assert later.top() == 710.0


def test_a_comma_under_the_baseline_stays_on_its_line_and_a_wrapped_line_starts_anew():
    # A tightly set paragraph: the next line's boxes overlap this line's height a little.
    line = [(72.0, 700.0, 78.0, 710.0), (78.0, 696.0, 80.0, 701.0), (81.0, 700.0, 87.0, 710.0)]
    wrapped = [(72.0, 691.0, 78.0, 701.0), (78.0, 691.0, 84.0, 701.0)]
    assert rects_of(line + wrapped) == ((72.0, 696.0, 87.0, 710.0), (72.0, 691.0, 84.0, 701.0))


def test_a_selection_running_into_the_next_column_starts_a_rectangle_there():
    bottom_of_left_column = [(72.0, 80.0, 78.0, 90.0), (78.0, 80.0, 84.0, 90.0)]
    top_of_right_column = [(320.0, 700.0, 326.0, 710.0)]
    assert len(rects_of(bottom_of_left_column + top_of_right_column)) == 2
