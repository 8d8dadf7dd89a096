// The partner portal's pages: plain HTML with a little CSS, readable from
// 390 px up.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1c2533}
header{background:#123a63;color:#fff;padding:14px 20px;display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap}
header strong{font-size:18px;letter-spacing:.02em}
header a{color:#cfe3ff}
main{max-width:440px;margin:40px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(18,58,99,.12);padding:24px}
h1{font-size:22px;margin:0 0 16px}
label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:10px 12px;border:1px solid #9aa9bd;border-radius:6px;font:inherit}
input:focus{outline:3px solid #7fb2ff;border-color:#1d5fa8}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:6px;background:#1d5fa8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#174d88}
.error{background:#fdecea;color:#8a1c12;border-radius:6px;padding:10px 12px;margin-bottom:8px}
.muted{color:#5a6778;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}
dt{color:#5a6778}
`;

function page(title: string, body: string, signedInAs?: string): string {
  const who = signedInAs
    ? `<span>${escapeHtml(signedInAs)} · <a href="/shell/logout">Sign out</a></span>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Partner Platform</title><style>${STYLE}</style></head>
<body><header><strong>Partner Platform</strong>${who}</header>
<main>${body}</main></body></html>`;
}

export function signInPage(
  error?: string,
  userName = '',
  redirect?: string,
): string {
  const message = error
    ? `<p class="error" role="alert">${escapeHtml(error)}</p>`
    : '';
  return page(
    'Sign in',
    `<section class="card"><h1>Sign in</h1>${message}
<form method="post" action="/shell/login">${
      redirect !== undefined
        ? `\n<input type="hidden" name="redirect" value="${escapeHtml(redirect)}">`
        : ''
    }
<label for="username">User name</label>
<input id="username" name="username" autocomplete="username" required value="${escapeHtml(userName)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form></section>`,
  );
}

export function portalPage(user: {
  fullName: string;
  userName: string;
  agencyName: string;
}): string {
  return page(
    'Home',
    `<section class="card"><h1>Welcome, ${escapeHtml(user.fullName)}</h1>
<dl><dt>Agency</dt><dd>${escapeHtml(user.agencyName)}</dd>
<dt>User name</dt><dd>${escapeHtml(user.userName)}</dd></dl>
<form method="post" action="/shell/open-edge">
<button type="submit">Open Edge</button>
</form>
<p class="muted">Edge opens in this tab, signed in as you.</p>
</section>`,
    user.userName,
  );
}
