/**
 * The look of pages served without the shell (login, error pages), in plain CSS: EUI's provider,
 * theme and emotion alone weigh more than these pages may (issue 15: under 150 KB gzip). Colours,
 * radius and type are EUI Borealis's own values, so the pages match the shell around them.
 */
export const LIGHT_CSS = `
.osdLight { --c-primary:#0B64DD; --c-primary-text:#1750BA; --c-text:#384861; --c-heading:#111C2C;
  --c-subdued:#516381; --c-bg:#FFFFFF; --c-border:#CAD3E2; --c-danger:#C61E25; --c-danger-text:#A71627;
  --c-danger-bg:#FFF3F1; --c-danger-border:#FFC9C2; --c-warning-bg:#FFF7E2; --c-warning-text:#825803;
  --c-primary-bg:#F1F6FF; --c-success-bg:#E9FFF7; --c-success-text:#09724D; --c-on-fill:#FFFFFF;
  box-sizing:border-box; min-height:100vh; display:flex; align-items:flex-start; justify-content:center;
  padding:10vh 16px; background:var(--c-bg); color:var(--c-text);
  font-family:'Inter', BlinkMacSystemFont, Helvetica, Arial, sans-serif; font-size:14px; line-height:1.5; }
.osdLight[data-color-mode="dark"] { --c-primary:#61A2FF; --c-primary-text:#61A2FF; --c-text:#B4C1D5;
  --c-heading:#E3E8F2; --c-subdued:#98A8C3; --c-bg:#111C2C; --c-border:#485975; --c-danger:#F6726A;
  --c-danger-text:#F6726A; --c-danger-bg:#351721; --c-danger-border:#5E2129; --c-warning-bg:#2C2721;
  --c-warning-text:#FCD883; --c-primary-bg:#0A2342; --c-success-bg:#092A26; --c-success-text:#24C292;
  --c-on-fill:#07101F; }
.osdLight *, .osdLight *::before, .osdLight *::after { box-sizing:border-box; }
.osdLight__panel { width:400px; max-width:100%; padding:24px; background:var(--c-bg);
  border:1px solid var(--c-border); border-radius:6px; }
.osdLight__title { margin:0; color:var(--c-heading); font-size:20px; line-height:28px; font-weight:700; text-align:center; }
.osdLight__subtitle { margin:8px 0 0; color:var(--c-subdued); text-align:center; }
.osdLight__image { display:block; margin:0 auto 16px; max-width:100%; }
.osdLight__image--mark { width:48px; height:48px; }
.osdLight__form { margin-top:24px; }
.osdLight__row { margin-bottom:16px; }
.osdLight__label { display:block; margin-bottom:4px; color:var(--c-heading); font-size:12px; font-weight:600; }
.osdLight__control { position:relative; display:flex; align-items:center; height:40px; background:var(--c-bg);
  border:1px solid var(--c-border); border-radius:4px; }
.osdLight__control:focus-within { border-color:var(--c-primary); box-shadow:inset 0 0 0 1px var(--c-primary); }
.osdLight__control[data-invalid="true"] { border-color:var(--c-danger); box-shadow:inset 0 0 0 1px var(--c-danger); }
.osdLight__control > svg { flex:none; margin:0 8px 0 12px; fill:var(--c-subdued); }
.osdLight__input { flex:1; min-width:0; height:100%; padding:0 12px 0 0; border:0; outline:0; background:transparent;
  color:var(--c-heading); font:inherit; }
.osdLight__toggle { flex:none; display:flex; align-items:center; justify-content:center; width:32px; height:32px;
  margin-right:4px; padding:0; border:0; border-radius:4px; background:transparent; cursor:pointer; }
.osdLight__toggle > svg { fill:var(--c-primary-text); }
.osdLight__toggle:focus-visible { outline:2px solid var(--c-primary); outline-offset:1px; }
.osdLight__button { display:inline-flex; align-items:center; justify-content:center; gap:8px; min-height:40px;
  padding:0 16px; border:0; border-radius:4px; font:inherit; font-weight:500; cursor:pointer; text-decoration:none; }
.osdLight__button--fill { background:var(--c-primary); color:var(--c-on-fill); }
.osdLight__button--empty { background:var(--c-primary-bg); color:var(--c-primary-text); }
.osdLight__button > svg { fill:currentColor; }
.osdLight__button--full { width:100%; }
.osdLight__button + .osdLight__button { margin-top:12px; }
.osdLight__button:focus-visible { outline:2px solid var(--c-primary); outline-offset:2px; }
.osdLight__button[disabled] { cursor:progress; opacity:0.75; }
.osdLight__spinner { width:14px; height:14px; border-radius:50%; border:2px solid currentColor;
  border-right-color:transparent; animation:osdLightSpin 0.8s linear infinite; }
@keyframes osdLightSpin { to { transform:rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .osdLight__spinner { animation-duration:3s; } }
.osdLight__callout { display:flex; gap:8px; margin:0 0 16px; padding:8px 12px; border-radius:4px; font-weight:500; }
.osdLight__callout > svg { flex:none; margin-top:3px; }
.osdLight__callout--danger { background:var(--c-danger-bg); color:var(--c-danger-text); }
.osdLight__callout--danger > svg { fill:var(--c-danger-text); }
.osdLight__callout--warning { background:var(--c-warning-bg); color:var(--c-warning-text); }
.osdLight__callout--warning > svg { fill:var(--c-warning-text); }
.osdLight__callout--primary { background:var(--c-primary-bg); color:var(--c-primary-text); }
.osdLight__callout--success { background:var(--c-success-bg); color:var(--c-success-text); }
.osdLight__callout--success > svg { fill:var(--c-success-text); }
.osdLight__callout--primary > svg { fill:var(--c-primary-text); }
.osdLight__prompt { text-align:center; }
.osdLight__prompt > svg { width:32px; height:32px; margin-bottom:12px; fill:var(--c-danger); }
.osdLight__prompt .osdLight__subtitle { margin-bottom:24px; }
.osdLight__divider { display:flex; align-items:center; gap:8px; margin:16px 0; color:var(--c-subdued); font-size:12px; }
.osdLight__divider::before, .osdLight__divider::after { content:''; flex:1; border-top:1px solid var(--c-border); }
`;

/** The id of the light pages' style element: the server's copy in a page's head and the browser's are the same one. */
export const LIGHT_STYLES_ID = 'osdLightStyles';
