// The newer portal's own script: it does no routing; it only lists what the elements report.
const log = document.getElementById('np-event-log')
for (const name of ['pp-navigate', 'pp-ready', 'pp-signed-in']) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li')
    item.textContent = `${name} ${JSON.stringify(event.detail)}`
    item.dataset.event = name
    log?.append(item)
  })
}
