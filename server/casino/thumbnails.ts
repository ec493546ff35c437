/**
 * Game thumbnails drawn by the house as SVG (issue #19: no external images): a gradient in the
 * game's colours and its motif. Served at /api/casino/thumbnails/<game>.svg, cached for a day.
 */
export const MOTIFS = ['cherries', 'gem', 'pyramid', 'wheel', 'cards', 'chips', 'rocket'] as const;
export type Motif = (typeof MOTIFS)[number];

export type GameArt = { readonly from: string; readonly to: string; readonly motif: Motif };

const MOTIF_SVG: Readonly<Record<Motif, string>> = {
  cherries:
    '<path d="M160 70 C150 110 130 130 118 150 M160 70 C170 110 190 128 204 146" stroke="#2f7d32" stroke-width="7" fill="none"/>' +
    '<path d="M160 70 q30 -22 52 -6 q-26 14 -52 6z" fill="#43a047"/>' +
    '<circle cx="114" cy="164" r="30" fill="#d32f2f"/><circle cx="206" cy="160" r="30" fill="#c62828"/>' +
    '<circle cx="104" cy="152" r="8" fill="#fff" opacity=".5"/><circle cx="196" cy="148" r="8" fill="#fff" opacity=".5"/>',
  gem:
    '<path d="M110 90 h100 l30 36 -80 84 -80 -84z" fill="#4dd0e1"/><path d="M110 90 l20 36 h60 l20 -36z" fill="#b2ebf2"/>' +
    '<path d="M80 126 h160 l-80 84z" fill="#00acc1"/><path d="M130 126 l30 84 30 -84z" fill="#26c6da"/>',
  pyramid:
    '<path d="M160 60 l96 140 h-192z" fill="#ffca28"/><path d="M160 60 l96 140 h-96z" fill="#ffa000"/>' +
    '<circle cx="160" cy="132" r="16" fill="#fff8e1"/><circle cx="160" cy="132" r="7" fill="#3e2723"/>',
  wheel:
    '<circle cx="160" cy="130" r="80" fill="#3e2723"/><circle cx="160" cy="130" r="68" fill="#b71c1c"/>' +
    '<path d="M160 62 v136 M92 130 h136 M112 82 l96 96 M208 82 l-96 96" stroke="#111" stroke-width="10"/>' +
    '<circle cx="160" cy="130" r="22" fill="#ffd54f"/><circle cx="200" cy="88" r="8" fill="#fafafa"/>',
  cards:
    '<rect x="96" y="64" width="84" height="120" rx="10" fill="#fafafa" transform="rotate(-12 138 124)"/>' +
    '<rect x="140" y="70" width="84" height="120" rx="10" fill="#fff" transform="rotate(10 182 130)"/>' +
    '<path d="M182 108 c-14 -18 -34 0 -18 16 l18 18 18 -18 c16 -16 -4 -34 -18 -16z" fill="#d32f2f" transform="rotate(10 182 130)"/>' +
    '<text x="112" y="100" font-size="30" font-family="serif" font-weight="700" fill="#111" transform="rotate(-12 138 124)">A</text>',
  chips:
    '<ellipse cx="160" cy="176" rx="70" ry="20" fill="#1b5e20"/><ellipse cx="160" cy="156" rx="70" ry="20" fill="#2e7d32"/>' +
    '<ellipse cx="160" cy="136" rx="70" ry="20" fill="#c62828"/><ellipse cx="160" cy="116" rx="70" ry="20" fill="#1565c0"/>' +
    '<ellipse cx="160" cy="116" rx="44" ry="12" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="12 10"/>',
  rocket:
    '<path d="M160 50 c34 30 40 80 30 120 h-60 c-10 -40 -4 -90 30 -120z" fill="#eceff1"/>' +
    '<circle cx="160" cy="108" r="15" fill="#42a5f5" stroke="#37474f" stroke-width="5"/>' +
    '<path d="M130 150 l-26 30 h30z M190 150 l26 30 h-30z" fill="#ef5350"/>' +
    '<path d="M140 172 q20 50 40 0z" fill="#ffb300"/>',
};

export function thumbnailSvg(art: GameArt): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>` +
    '<rect width="320" height="240" fill="url(#g)"/>' +
    '<circle cx="160" cy="130" r="104" fill="#fff" opacity=".08"/>' +
    MOTIF_SVG[art.motif] +
    '</svg>'
  );
}
