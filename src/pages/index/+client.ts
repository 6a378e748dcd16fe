const el = document.getElementById('cd')
if (el) el.textContent = String(new Date().getSeconds())
