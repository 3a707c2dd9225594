//! The QR code of a share link, made by the `qrcode` crate: a plain matrix of dark and light
//! modules ([`QrMatrix`]) for any screen to draw, and a PNG of it.

use std::io::Write;

use qrcode::{Color, EcLevel, QrCode};

/// The light margin around the code, in modules, that readers need (the standard's quiet zone).
pub const QUIET_ZONE: usize = 4;

/// A QR code: a square of modules, dark (`true`) or light, row-major, without the quiet zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrMatrix {
    width: usize,
    modules: Vec<bool>,
}

/// Why a QR code or its picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum QrError {
    /// The text is too long for any QR code.
    #[error("the text is too long for a QR code ({0} bytes)")]
    TooLong(usize),
    /// The PNG could not be written.
    #[error("cannot write the PNG: {0}")]
    Png(String),
}

impl QrMatrix {
    /// The QR code of `text`, with the standard's medium error correction (15% of the code may be
    /// lost and it still reads), which a phone camera reads from a screen at any size it is
    /// drawn.
    pub fn of(text: &str) -> Result<QrMatrix, QrError> {
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
            .map_err(|_| QrError::TooLong(text.len()))?;
        let width = code.width();
        let modules = code
            .to_colors()
            .into_iter()
            .map(|c| c == Color::Dark)
            .collect();
        Ok(QrMatrix { width, modules })
    }

    /// How many modules a side has.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Whether the module at column `x`, row `y` is dark (`false` outside the code).
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.modules[y * self.width + x]
    }

    /// Writes the code as a greyscale PNG: `scale` pixels a module, black on white, with the
    /// quiet zone around it.
    pub fn write_png(&self, scale: u32, out: impl Write) -> Result<(), QrError> {
        let scale = scale.clamp(1, 64) as usize;
        let side = (self.width + 2 * QUIET_ZONE) * scale;
        let mut pixels = vec![255u8; side * side];
        for y in 0..self.width {
            for x in 0..self.width {
                if !self.is_dark(x, y) {
                    continue;
                }
                for dy in 0..scale {
                    let row = (y + QUIET_ZONE) * scale + dy;
                    let from = row * side + (x + QUIET_ZONE) * scale;
                    pixels[from..from + scale].fill(0);
                }
            }
        }
        let side = u32::try_from(side).map_err(|e| QrError::Png(e.to_string()))?;
        let mut encoder = png::Encoder::new(out, side, side);
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_depth(png::BitDepth::Eight);
        let png = |e: png::EncodingError| QrError::Png(e.to_string());
        let mut writer = encoder.write_header().map_err(png)?;
        writer.write_image_data(&pixels).map_err(png)?;
        writer.finish().map_err(png)
    }
}
