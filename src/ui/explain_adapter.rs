//! The `ExplainAdapter` global: the walk through a solution, as `session::Explain` computes it.

use super::game_adapter::{cell_data, picture_models};
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
    let (picture, links) = picture_models(view.picture.as_ref());
    a.set_picture(picture);
    a.set_links(links);
    a.set_caption(
        view.picture
            .as_ref()
            .map_or_else(SharedString::new, |p| p.caption.as_str().into()),
    );
    a.set_title(view.title.into());
    a.set_text(view.lines.join("\n\n").into());
    a.set_can_back(view.can_back);
    a.set_can_next(view.can_next);
    a.set_more_branches(view.more_branches);
}
