/** The signed-in menu of spec 3 §2, per role (1 vendor, 2 customer). */
export type MenuItem = { href: string; label: string; roles: Array<1 | 2> }

export const menu: MenuItem[] = [
  { href: '/', label: 'Home', roles: [1, 2] },
  { href: '/dashboard', label: 'Dashboard', roles: [1, 2] },
  { href: '/my-account', label: 'My Account', roles: [1, 2] },
  { href: '/my-deals', label: 'My Deals', roles: [2] },
  // The vendor's own deals live on their dashboard (docs/decisions/vendor-deals.md); their orders are My Orders (glossary).
  { href: '/dashboard#your-deals', label: 'Your Deals', roles: [1] },
  { href: '/redem-deal', label: 'Redeem Deal', roles: [1] },
  { href: '/advertisement', label: 'Advertisement', roles: [1] },
  { href: '/my-wishlist', label: 'My Wishlist', roles: [2] },
  { href: '/my-orders', label: 'My Orders', roles: [1, 2] },
  { href: '/statement', label: 'Wallet', roles: [1, 2] },
  { href: '/referrals', label: 'Referrals', roles: [1, 2] },
  { href: '/reported-deals', label: 'Reported Deals', roles: [1] },
  { href: '/notification', label: 'Notifications', roles: [1, 2] },
]

export const menuFor = (userType: 0 | 1 | 2) => (userType === 0 ? [] : menu.filter((m) => m.roles.includes(userType)))
