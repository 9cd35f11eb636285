/** The demo host page's script: registers <pp-demo-host>, which assembles the portal. */
import './portal-host'
