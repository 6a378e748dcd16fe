// Apache httpd (the organisers' host) with the usual modules of shared hosting.
import { APACHE_MODULES, startApache } from './support/hosts'
import { describeHost } from './support/host-suite'

describeHost('Apache httpd, usual modules', (dir) => startApache(dir, APACHE_MODULES.usual), { headers: true, compression: true })
