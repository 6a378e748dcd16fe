// The programme's changelog sits under the programme (pages.yaml's programmeChanges.path).
export default '/timeline/mudancas'
