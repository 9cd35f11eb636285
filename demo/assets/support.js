// The demo support console: sign in as support staff, then open a mocked or a
// mockup-generator session for an account (spec 000 §1). Plain DOM, demo-only.
const page = document.getElementById('support')
const root = document.createElement('div')
const api = (path, init = {}) =>
  fetch(`/api/accounts${path}`, { credentials: 'include', ...init }).then(async (r) => {
    const body = r.status === 204 ? {} : await r.json().catch(() => ({}))
    if (!r.ok)
      throw Object.assign(new Error(body?.error?.message ?? `HTTP ${r.status}`), {
        status: r.status,
      })
    return body
  })

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith('on')) node.addEventListener(k.slice(2), v)
    else node.setAttribute(k, v)
  }
  node.append(...children)
  return node
}

function signInForm(message) {
  const email = el('input', {
    type: 'email',
    name: 'username',
    value: 'support@demo.test',
    required: '',
  })
  const password = el('input', {
    type: 'password',
    name: 'password',
    required: '',
    autocomplete: 'current-password',
  })
  const error = el('p', { class: 'error', role: 'alert' }, message ?? '')
  const form = el(
    'form',
    {
      class: 'card stack',
      onsubmit: async (event) => {
        event.preventDefault()
        try {
          await api('/login', {
            method: 'POST',
            body: new URLSearchParams({ username: email.value, password: password.value }),
          })
          render()
        } catch (e) {
          error.textContent = e.status === 401 ? 'Wrong e-mail or password.' : e.message
        }
      },
    },
    el('h1', {}, 'Support console'),
    el('p', { class: 'muted' }, 'Sign in as support staff (support@demo.test).'),
    el('label', {}, 'Email', email),
    el('label', {}, 'Password', password),
    error,
    el('button', { type: 'submit' }, 'Sign in'),
  )
  root.replaceChildren(form)
}

async function console_() {
  const session = await api('/auth/session')
  if (!session.support) {
    signInForm('You are signed in as a publisher. Sign in as support staff to continue.')
    return
  }
  const { items, productCategories } = await api('/support/accounts')
  const account = el(
    'select',
    { name: 'account' },
    ...items.map((a) => el('option', { value: a.accountUUID }, a.name)),
  )
  const site = el('select', { name: 'site' })
  const category = el(
    'select',
    { name: 'category' },
    ...productCategories.map((p) => el('option', { value: p }, p)),
  )
  const fillSites = () => {
    const chosen = items.find((a) => a.accountUUID === account.value)
    site.replaceChildren(
      ...(chosen?.sites ?? []).map((s) => el('option', { value: s.siteUUID }, s.name)),
    )
  }
  account.addEventListener('change', fillSites)
  fillSites()
  const error = el('p', { class: 'error', role: 'alert' })
  const open = (kind) => async () => {
    try {
      const body = {
        kind,
        accountUUID: account.value,
        siteUUID: site.value || null,
        productCategory: kind === 'mockup' ? category.value : null,
      }
      const { redirect } = await api('/support/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      location.assign(redirect)
    } catch (e) {
      error.textContent = e.message
    }
  }
  // Demo sites' ads.txt files: a publisher "fixes" or breaks a file, then verifies again.
  const adsTxtStatus = el('p', { role: 'status', class: 'muted' })
  const STATES = {
    complete: 'complete',
    partial: 'missing two required lines',
    absent: 'absent (404)',
  }
  const setAdsTxt = (state) => async () => {
    try {
      const chosen = site.selectedOptions[0]?.textContent ?? 'The site'
      const { adsTxtUrl } = await api(`/support/sites/${encodeURIComponent(site.value)}/adstxt`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state }),
      })
      adsTxtStatus.replaceChildren(
        `${chosen}: ads.txt is now ${STATES[state]}. `,
        el('a', { href: adsTxtUrl, target: '_blank', rel: 'noopener' }, 'View ads.txt'),
      )
    } catch (e) {
      adsTxtStatus.textContent = e.message
    }
  }
  const adsTxtControls = el(
    'fieldset',
    {
      class: 'stack',
      style: 'border: 1px solid #e2e8f0; border-radius: 6px; padding: 12px; margin: 8px 0 0',
    },
    el(
      'legend',
      { style: 'font-size: 13px; font-weight: 600; padding: 0 4px' },
      "Demo site's ads.txt (the site chosen above)",
    ),
    el(
      'button',
      { type: 'button', class: 'secondary', onclick: setAdsTxt('complete') },
      'Set ads.txt complete',
    ),
    el(
      'button',
      { type: 'button', class: 'secondary', onclick: setAdsTxt('partial') },
      'Set ads.txt with missing lines',
    ),
    el(
      'button',
      { type: 'button', class: 'secondary', onclick: setAdsTxt('absent') },
      'Remove ads.txt',
    ),
    adsTxtStatus,
  )
  // Commenting requests: approving gives every site of the account a commenting unit.
  const commentingStatus = el('p', { role: 'status', class: 'muted' })
  const approveCommenting = async () => {
    try {
      const chosen = account.selectedOptions[0]?.textContent ?? 'The account'
      await api(`/support/commenting/${encodeURIComponent(account.value)}/approve`, {
        method: 'POST',
      })
      commentingStatus.textContent = `${chosen}: commenting approved; every site has a commenting unit.`
    } catch (e) {
      commentingStatus.textContent = e.message
    }
  }
  const commentingControls = el(
    'fieldset',
    {
      class: 'stack',
      style: 'border: 1px solid #e2e8f0; border-radius: 6px; padding: 12px; margin: 8px 0 0',
    },
    el(
      'legend',
      { style: 'font-size: 13px; font-weight: 600; padding: 0 4px' },
      'Commenting request (the account chosen above)',
    ),
    el(
      'button',
      { type: 'button', class: 'secondary', onclick: approveCommenting },
      'Approve commenting request',
    ),
    commentingStatus,
  )
  root.replaceChildren(
    el(
      'div',
      { class: 'card stack' },
      el('h1', {}, 'Support console'),
      el('p', { class: 'muted' }, `Signed in as ${session.email}.`),
      el('label', {}, 'Account', account),
      el('label', {}, 'Site', site),
      el('label', {}, 'Product category (mockup generator)', category),
      error,
      el('button', { type: 'button', onclick: open('mocked') }, 'Open mocked session'),
      el(
        'button',
        { type: 'button', class: 'secondary', onclick: open('mockup') },
        'Open mockup-generator session',
      ),
      adsTxtControls,
      commentingControls,
      el(
        'button',
        {
          type: 'button',
          class: 'secondary',
          onclick: async () => {
            await api('/auth/logout')
            render()
          },
        },
        'Sign out',
      ),
    ),
  )
}

// The newer-portal arrangement (issue 7): with it on, the demo host passes new-portal-url to the
// area elements too, as the newer portal would, so the moved notices (PROF-01, ACCT-07, PAY-01)
// show; off (the default), the areas show their own screens. Kept in this browser only.
const NEWER_PORTAL_KEY = 'pp.demo.newerPortal'
function arrangementCard() {
  const toggle = el('input', { type: 'checkbox', name: 'newer-portal' })
  toggle.checked = localStorage.getItem(NEWER_PORTAL_KEY) === '1'
  const status = el('p', { role: 'status', class: 'muted' })
  toggle.addEventListener('change', () => {
    if (toggle.checked) localStorage.setItem(NEWER_PORTAL_KEY, '1')
    else localStorage.removeItem(NEWER_PORTAL_KEY)
    status.textContent = toggle.checked
      ? 'On: My Profile, Users, Payment Information and commenting show their moved notices.'
      : 'Off: every area shows its own screens.'
  })
  return el(
    'div',
    { class: 'card stack' },
    el('h2', {}, 'Portal arrangement'),
    el(
      'p',
      { class: 'muted' },
      'The portal as the newer portal embeds it: area elements get new-portal-url and show the moved notices.',
    ),
    el(
      'label',
      { style: 'display:flex;gap:8px;align-items:center' },
      toggle,
      'Newer-portal arrangement',
    ),
    status,
  )
}
page.replaceChildren(arrangementCard(), root)

async function render() {
  try {
    await console_()
  } catch (e) {
    if (e.status === 401) signInForm()
    else root.replaceChildren(el('p', { class: 'error' }, e.message))
  }
}
render()
