// The heading and introduction of the pages with the most code (packages, onboarding). Layout shows them in plain
// markup while the page's code and the MUI theme are still arriving, so the page's first content paints as soon as
// the main script runs; the MUI page renders the same text in the same place and size (shell.css, .page-intro).
export const PAGE_INTROS: Record<string, { title: string; intro: string }> = {
  '/packages': {
    title: 'Packages & Pricing',
    intro: 'Start from a package or build your own selection of services and states, with live pricing.',
  },
  '/onboarding': {
    title: 'Get Started',
    intro: 'Tell us about you and your business, choose your services and states, then review your order.',
  },
};

/** The page section of a path: '/packages/x' -> '/packages'. */
export const sectionOf = (pathname: string) => `/${pathname.split('/')[1] ?? ''}`;
