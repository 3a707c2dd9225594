//! The `ExplainAdapter` global: the walk through a solution, as `session::Explain` computes it.

use super::board::{cell_data, picture_models};
use super::{AppWindow, ExplainAdapter, Forward};
use crate::app::AppModel;
use crate::session::Explain;
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};

/// Wires Back, Next and the chain's next branch to the walk.
pub(crate) fn connect(window: &AppWindow, forward: &Forward) {
    let a = window.global::<ExplainAdapter>();
    let step = |f: fn(&mut Explain) -> bool| forward.to(move |m| m.explain_step(f));
    a.on_back(step(Explain::back));
    a.on_next(step(Explain::forward));
    a.on_next_branch(step(Explain::next_branch));
    a.on_found(forward.to(|m| {
        m.explain_found();
    }));
}

/// Writes the walk's current step into the `ExplainAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let a = window.global::<ExplainAdapter>();
    let Some(view) = model.explain().map(Explain::view) else {
        return;
    };
    let cells: Vec<_> = view.cells.iter().map(cell_data).collect();
    a.set_cells(ModelRc::new(VecModel::from(cells)));
    a.set_killer(view.cells.iter().any(|c| c.cage.sum > 0));
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
