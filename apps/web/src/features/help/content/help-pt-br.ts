// The help centre's articles in Brazilian Portuguese (decision 069). help-en.ts
// is their translation and changes with them; slugs are shared. Each states
// the product as built: check the screen or rule it names before editing.
import type { HelpContent } from './help-article';

export const helpPtBr: HelpContent = {
  topics: [
    { id: 'paying', title: 'Pagar com o rosto' },
    { id: 'cards', title: 'Cartões' },
    { id: 'security', title: 'Segurança e privacidade' },
    { id: 'account', title: 'Conta e cadastro' },
  ],
  articles: [
    {
      slug: 'como-pagar-com-o-rosto',
      topic: 'paying',
      title: 'Como funciona o pagamento com o rosto',
      summary: 'Do caixa ao comprovante: o que acontece quando você paga com o rosto.',
      html: `<p>Em uma loja parceira, avise no caixa que vai pagar com o rosto. O atendente digita o valor no terminal da loja e você olha para a câmera. O Rosto compara a foto com o rosto que você cadastrou e, se for você, a compra é paga no cartão que você escolher na tela do terminal.</p>
<ul>
<li>Para pagar, você precisa de um rosto cadastrado e de pelo menos um cartão validado na <a href="/carteira">Carteira</a>.</li>
<li>Acima do seu limite, ou quando a loja pede, o terminal pede a sua senha de 4 dígitos (veja <a href="/ajuda/para-que-serve-a-senha">Para que serve a senha</a>).</li>
<li>Cada pagamento aparece em <a href="/pagamentos">Pagamentos</a>, com o comprovante e a loja no mapa.</li>
</ul>
<p>Você pode pausar os pagamentos com o rosto a qualquer momento em <a href="/perfil/limites">Perfil &gt; Limites de pagamento</a>: enquanto estiver pausado, nenhuma loja aceita o seu rosto. Veja onde pagar em <a href="/ajuda/lojas">Lojas parceiras</a>.</p>`,
    },
    {
      slug: 'para-que-serve-a-senha',
      topic: 'paying',
      title: 'Para que serve a senha (PIN)',
      summary: 'A senha de 4 dígitos confirma pagamentos maiores e mudanças na sua conta.',
      html: `<p>Você cria uma senha de 4 dígitos no cadastro. Ela não é a senha do seu cartão: é a senha do Rosto.</p>
<ul>
<li><strong>No pagamento:</strong> o terminal pede a senha quando o valor passa do limite que você escolheu em <a href="/perfil/limites">Limites de pagamento</a> (com R$ 0,00, pede em todo pagamento) e nas lojas que pedem a senha em toda compra.</li>
<li><strong>Na sua conta:</strong> ela é pedida para aumentar um limite, voltar a pagar com o rosto depois de uma pausa, trocar a foto do rosto e excluir a conta.</li>
</ul>
<p>Depois de algumas tentativas erradas seguidas, a senha fica bloqueada por um tempo; a tela diz quantas tentativas restam. Se esquecer a senha, crie outra em <a href="/perfil/redefinir-pin">Perfil &gt; Alterar senha</a>, com um código enviado por SMS. Nunca conte a sua senha a ninguém, nem a quem diz ser do Rosto.</p>`,
    },
    {
      slug: 'pagamentos-e-estornos',
      topic: 'paying',
      title: 'Pagamentos, cancelamentos e estornos',
      summary: 'Onde ver os seus pagamentos e o que fazer se algo não estiver certo.',
      html: `<p>Todos os seus pagamentos com o rosto ficam em <a href="/pagamentos">Pagamentos</a>, do mais novo para o mais antigo, com valor, data e hora, loja e cartão. O comprovante mostra também a loja no mapa.</p>
<h2>Cancelamentos e estornos</h2>
<p>Quem cancela ou estorna uma compra é a loja, pelo portal dela, no total ou em parte. O valor volta para o cartão usado, no prazo do emissor do cartão. Um pagamento cancelado aparece como <strong>Cancelado</strong> na lista e no comprovante.</p>
<h2>Não reconhece um pagamento?</h2>
<p>Abra o pagamento em <a href="/pagamentos">Pagamentos</a> e toque em <strong>Ajuda</strong>. Escolha o que aconteceu (por exemplo, valor errado ou compra que você não fez) e abrimos um chamado já preenchido para o nosso atendimento. Se achar que alguém usou a sua conta, pause os pagamentos com o rosto em <a href="/perfil/limites">Limites de pagamento</a> na hora.</p>`,
    },
    {
      slug: 'cartoes-e-validacao',
      topic: 'cards',
      title: 'Adicionar e validar um cartão',
      summary: 'Que cartões você pode usar e como validamos que o cartão é seu.',
      html: `<p>Na <a href="/carteira">Carteira</a> você adiciona cartões de crédito, vale-alimentação e cartões próprios de lojas parceiras. Guardamos o cartão de forma protegida: nunca o número completo nem o código de segurança (CVV).</p>
<h2>Validação</h2>
<p>Antes de usar um cartão de crédito para pagar com o rosto, confirmamos que ele é seu:</p>
<ul>
<li><strong>Cobrança de pequeno valor:</strong> fazemos uma cobrança entre R$ 0,01 e R$ 10,00 no cartão. Veja o valor na fatura ou no aplicativo do banco e digite-o no Rosto. Um valor fora dessa faixa é recusado sem gastar tentativa.</li>
<li><strong>Código de segurança:</strong> quando o cartão não aceita a cobrança, pedimos o CVV.</li>
</ul>
<p>O número de tentativas é limitado; se acabarem, o cartão fica bloqueado para validação. Um cartão recusado pelo banco ou em análise mostra o motivo na sua página, na Carteira.</p>`,
    },
    {
      slug: 'seguranca-e-foto-do-rosto',
      topic: 'security',
      title: 'Segurança e para que usamos a foto do seu rosto',
      summary: 'Como a foto é usada, guardada e apagada, e como protegemos a sua conta.',
      html: `<p>A foto do seu rosto é um dado biométrico, que a LGPD trata como dado pessoal sensível. Nós a usamos só para:</p>
<ul>
<li>confirmar que é você quem paga, no terminal da loja;</li>
<li>verificar que a foto é de uma pessoa de verdade (prova de vida), e não de uma foto, vídeo ou máscara;</li>
<li>evitar que a mesma pessoa crie mais de uma conta e proteger a sua conta contra fraudes.</li>
</ul>
<p>A partir das fotos geramos um template facial. Fotos e template são guardados criptografados, separados do cadastro, com acesso restrito. Não vendemos nem usamos a sua foto para publicidade.</p>
<h2>Por quanto tempo</h2>
<ul>
<li>Enquanto a conta estiver ativa. Ao excluir a conta no aplicativo, a foto e o template são apagados na hora.</li>
<li>Quando você troca a foto, a anterior deixa de identificar você; fica guardada só como prova em caso de contestação, por 180 dias, e depois é apagada.</li>
<li>Se você começa o cadastro do rosto e não termina, a foto é apagada em 24 horas.</li>
</ul>
<p>Trocar a foto do rosto pede a sua senha e um código por SMS. Os detalhes estão na <a href="/politica-de-privacidade#retencao">Política de Privacidade</a>.</p>`,
    },
    {
      slug: 'seus-direitos-lgpd',
      topic: 'security',
      title: 'Seus direitos pela LGPD e como usá-los no aplicativo',
      summary: 'Baixar os seus dados, corrigir, excluir a conta e outros pedidos.',
      html: `<p>A LGPD garante a você, entre outros, o direito de acessar, corrigir, levar e pedir a eliminação dos seus dados, e de revogar o consentimento.</p>
<ul>
<li><strong>Ver e baixar os seus dados:</strong> em <a href="/perfil/meus-dados">Perfil &gt; Baixar meus dados</a> você recebe um arquivo com o que guardamos sobre você (cadastro, limites, cartões só com os 4 últimos dígitos e pagamentos).</li>
<li><strong>Corrigir:</strong> o e-mail muda em <a href="/editar-conta">Perfil &gt; E-mail</a>; para outros dados, abra um chamado pelo Suporte, no Perfil.</li>
<li><strong>Excluir a conta:</strong> em <a href="/perfil/excluir-conta">Perfil &gt; Excluir conta</a>, com a sua senha ou um código por SMS. Os dados biométricos são apagados na hora; o que a lei manda guardar (como registros de pagamento) fica guardado pelo prazo legal.</li>
<li><strong>Revisão de decisão automatizada e demais pedidos:</strong> faça pelo Suporte, no Perfil, ou pelo e-mail indicado na Política de Privacidade.</li>
</ul>
<p>Leia a lista completa em <a href="/politica-de-privacidade#direitos">Seus direitos como titular</a>.</p>`,
    },
    {
      slug: 'cadastro-do-rosto',
      topic: 'account',
      title: 'Cadastro do rosto: dicas e o que fazer se não der certo',
      summary: 'Como tirar uma boa foto e por que o cadastro pode ser recusado.',
      html: `<p>No cadastro, o Rosto tira fotos do seu rosto e pede um pequeno movimento de cabeça, para saber que é uma pessoa de verdade.</p>
<ul>
<li>Fique em um lugar bem iluminado, sem luz forte atrás de você.</li>
<li>Tire boné, chapéu e óculos escuros; se usa óculos de grau, o aplicativo pede uma foto com e outra sem.</li>
<li>Segure o celular na altura dos olhos e siga o que a tela pedir.</li>
</ul>
<p>O cadastro pode ser recusado quando a foto está escura ou tremida, quando a prova de vida não passa ou quando o rosto já está em outra conta; nesse último caso, uma pessoa da nossa equipe analisa. Muitas tentativas sem sucesso podem bloquear novas tentativas por alguns dias. Veja <a href="/ajuda/seguranca-e-foto-do-rosto">para que usamos a foto</a>.</p>`,
    },
    {
      slug: 'codigos-por-sms-e-ligacao',
      topic: 'account',
      title: 'Códigos por SMS e por ligação',
      summary: 'O código não chegou ou o limite de envios acabou.',
      html: `<p>Para confirmar que o celular é seu, enviamos um código de 6 dígitos por SMS. Ele vale por 10 minutos.</p>
<ul>
<li>Se o SMS não chegar, espere a contagem na tela e peça outro, ou peça o código por ligação.</li>
<li>Para proteger a sua conta, há um limite de códigos por hora. A tela diz quanto tempo falta; depois do limite de SMS, o código ainda pode ir por ligação.</li>
<li>Confira se o número está certo e se o celular tem sinal.</li>
</ul>
<p>Nunca passe o código a ninguém: o Rosto não pede códigos por telefone, mensagem ou e-mail.</p>`,
    },
  ],
};
