//! Native tests of what a Stop leaves (issue 27): a board loaded without searching shows no optimum and its moves search
//! none, `search` searches again, and a quiet load answers no view.

use super::*;
use puzzle_core::UserInput;

fn load(service: &mut Service, input: &str, search: bool, quiet: bool) -> Reply {
    let request = Request::Load {
        puzzle: "fifteen".into(),
        input: Some(input.into()),
        case: "1".into(),
        history: String::new(),
        at: None,
        search,
        quiet,
    };
    service.handle(request).unwrap()
}

fn view(reply: Reply) -> View {
    match reply {
        Reply::View(view) => view,
        other => panic!("expected a view, found {other:?}"),
    }
}

const BOARD: &str = "1\n3 3\n1 2 3\n4 5 6\n0 7 8\n";

#[test]
fn an_unsearched_board_has_no_optimum_until_searched_again() {
    let mut service = Service::new();
    let unsearched = view(load(&mut service, BOARD, false, false));
    assert!(unsearched.status.unsearched);
    assert_eq!(
        (unsearched.status.optimal, unsearched.status.hint),
        (None, None)
    );
    let line = puzzle_core::l10n::english(&unsearched.status.line);
    assert!(line.contains("not searched"), "{line}");
    let click = UserInput::Click { cell: (2, 1) };
    let moved = view(
        service
            .handle(Request::Input {
                puzzle: "fifteen".into(),
                input: click,
            })
            .unwrap(),
    );
    assert_eq!(moved.move_count, 1);
    assert!(moved.status.unsearched && moved.status.optimal.is_none());
    let searched = view(
        service
            .handle(Request::Search {
                puzzle: "fifteen".into(),
            })
            .unwrap(),
    );
    assert!(!searched.status.unsearched);
    assert_eq!(searched.status.optimal, Some(1));
    assert!(searched.status.hint.is_some());
}

#[test]
fn a_quiet_load_answers_no_view_and_keeps_the_board() {
    let mut service = Service::new();
    assert_eq!(load(&mut service, BOARD, true, true), Reply::Done);
    assert_eq!(service.view("fifteen").unwrap().status.optimal, Some(2));
}
