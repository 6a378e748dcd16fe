// Apache httpd with mod_rewrite and nothing optional (no mod_headers, mod_deflate, mod_expires,
// mod_dir), as on some shared hosts: every page still works, only headers and compression go.
import { APACHE_MODULES, startApache } from './support/hosts'
import { describeHost } from './support/host-suite'

describeHost('Apache httpd, mod_rewrite alone', (dir) => startApache(dir, APACHE_MODULES.rewriteOnly), {
  headers: false,
  compression: false,
})
