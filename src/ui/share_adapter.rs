//! The share sheet's part of the `GameAdapter` global: the link, its QR code drawn as an image
//! (one pixel a module, scaled up without smoothing by the markup), and SudokuWiki's link.

use super::{AppWindow, Forward, GameAdapter};
use crate::app::AppModel;
use crate::sudoku::formats::{QUIET_ZONE, QrMatrix};
use slint::{ComponentHandle, Image, Rgb8Pixel, SharedPixelBuffer};

/// Wires the sheet's buttons to the model.
pub(crate) fn connect(window: &AppWindow, forward: &Forward) {
    let g = window.global::<GameAdapter>();
    g.on_share(forward.with(|m, open| m.set_share_open(open)));
    g.on_share_with_digits(forward.with(|m, with| m.set_share_digits(with)));
}

/// Writes the share sheet into the `GameAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let g = window.global::<GameAdapter>();
    let Some(view) = model.share_view() else {
        g.set_share_open(false);
        return;
    };
    g.set_share_qr(view.qr.as_ref().map(qr_image).unwrap_or_default());
    g.set_share_link(view.link.into());
    g.set_share_wiki(view.wiki.into());
    g.set_share_digits(view.with_digits);
    g.set_share_has_digits(view.has_digits);
    g.set_share_open(true);
}

/// The code as an image, black modules on white with the quiet zone, one pixel a module.
fn qr_image(qr: &QrMatrix) -> Image {
    let side = qr.width() + 2 * QUIET_ZONE;
    let side32 = u32::try_from(side).unwrap_or(0);
    let mut buffer = SharedPixelBuffer::<Rgb8Pixel>::new(side32, side32);
    for (i, px) in buffer.make_mut_slice().iter_mut().enumerate() {
        let (x, y) = (i % side, i / side);
        let dark = x >= QUIET_ZONE && y >= QUIET_ZONE && qr.is_dark(x - QUIET_ZONE, y - QUIET_ZONE);
        let v = if dark { 0 } else { 255 };
        *px = Rgb8Pixel { r: v, g: v, b: v };
    }
    Image::from_rgb8(buffer)
}
