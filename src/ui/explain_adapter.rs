//! The `ExplainAdapter` global: the walk through a solution, as `session::Explain` computes it.

use super::game_adapter::{cell_data, cell_picture, picture_link};
use super::{AppWindow, ExplainAdapter, Shared};
use crate::app::AppModel;
use crate::session::Explain;
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};
use std::rc::Rc;

/// Wires Back, Next and the chain's next branch to the walk.
pub fn connect(window: &AppWindow, model: &Shared, refresh: Rc<dyn Fn()>) {
    let a = window.global::<ExplainAdapter>();
    let with = |f: fn(&mut Explain) -> bool| {
        let (model, refresh) = (model.clone(), refresh.clone());
        move || {
            let moved = model.borrow_mut().explain_mut().is_some_and(f);
            if moved {
                refresh();
            }
        }
    };
    a.on_back(with(Explain::back));
    a.on_next(with(Explain::forward));
    a.on_next_branch(with(Explain::next_branch));
}

/// Writes the walk's current step into the `ExplainAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let a = window.global::<ExplainAdapter>();
    let Some(view) = model.explain().map(Explain::view) else {
        return;
    };
    let cells: Vec<_> = view.cells.iter().map(cell_data).collect();
    a.set_cells(ModelRc::new(VecModel::from(cells)));
    match &view.picture {
        Some(p) => {
            let cells: Vec<_> = p.cells.iter().map(cell_picture).collect();
            a.set_picture(ModelRc::new(VecModel::from(cells)));
            let links: Vec<_> = p.links.iter().map(picture_link).collect();
            a.set_links(ModelRc::new(VecModel::from(links)));
            a.set_caption(p.caption.as_str().into());
        }
        None => {
            a.set_picture(ModelRc::default());
            a.set_links(ModelRc::default());
            a.set_caption(SharedString::new());
        }
    }
    a.set_title(view.title.into());
    a.set_text(view.lines.join("\n\n").into());
    a.set_can_back(view.can_back);
    a.set_can_next(view.can_next);
    a.set_more_branches(view.more_branches);
}
