// Terms of Use, Brazilian Portuguese: the text GET terms-of-use answers for locale 'br'
// (docs/spec/account-checklist.md §1, docs/spec/wallet-checklist.md §4 and §9). The English version
// in terms-of-use-en.ts is a translation and must change together with this one. Every limit below
// is worded so that it never narrows what the CDC (Lei nº 8.078/1990) guarantees: a clause that
// does is void under CDC art. 51 and would weaken the whole text.
export const termsOfUseBr = {
  locale: 'br',
  version: '2026-11-23',
  publishedAt: '2026-11-23T00:00:00-03:00',
  html: `<p>Bem-vindo ao Rosto. Estes Termos de Uso (“Termos”) regulam o uso do aplicativo e dos serviços Rosto, que permitem pagar com o rosto em estabelecimentos parceiros. Leia com atenção. Ao marcar a caixa de aceite no cadastro, você declara que leu e concorda com estes Termos. Se não concordar, não conclua o cadastro.</p>

<h2>1. Quem somos</h2>
<p>O Rosto é oferecido pela <strong>{{operator.legalName}}</strong>, CNPJ {{operator.cnpj}}, com sede em {{operator.address}} (“Rosto”, “nós”). Para falar conosco, use a Central de Ajuda do aplicativo ou escreva para <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>.</p>
{{operator.exampleNote}}
<p>Estes Termos devem ser lidos junto com a <a href="/politica-de-privacidade">Política de Privacidade</a>, que explica como tratamos seus dados pessoais, inclusive os dados biométricos.</p>

<h2>2. Definições</h2>
<ul>
<li><strong>Usuário</strong> ou <strong>você</strong>: a pessoa maior de 18 anos que tem uma conta no Rosto.</li>
<li><strong>Estabelecimento parceiro</strong>: a loja, o restaurante ou outro comércio que aceita pagamento com o Rosto.</li>
<li><strong>Parceiro</strong>: a empresa que oferece o Rosto com a própria marca ou aparência (white label ou private label).</li>
<li><strong>Colaborador</strong>: a pessoa que trabalha em um estabelecimento parceiro.</li>
<li><strong>Carteira</strong>: a área do aplicativo onde ficam os seus meios de pagamento.</li>
<li><strong>Meio de pagamento</strong>: o cartão de crédito, o cartão de vale-alimentação ou o cartão de loja (private label, pré-pago ou pós-pago) cadastrado na sua carteira.</li>
<li><strong>PIN</strong>: a senha numérica de 4 dígitos criada por você.</li>
<li><strong>Template facial</strong>: a representação numérica das características do seu rosto, gerada a partir da sua foto e usada para reconhecer você. O template não é uma foto.</li>
</ul>

<h2>3. Quem pode usar o Rosto</h2>
<ul>
<li>O Rosto é destinado <strong>exclusivamente a maiores de 18 anos</strong>. Ao se cadastrar, você declara ter 18 anos ou mais.</li>
<li>Para se cadastrar, você precisa informar o seu próprio CPF, um número de celular brasileiro que você usa e um e-mail.</li>
<li>Cada CPF pode ter apenas uma conta. A conta é pessoal e intransferível.</li>
<li>Se soubermos que uma conta pertence a uma pessoa menor de 18 anos ou foi aberta com dados de outra pessoa, ela será encerrada.</li>
</ul>

<h2>4. Seu cadastro e sua conta</h2>
<p>Para criar sua conta, você informa:</p>
<ul>
<li>nome completo e CPF;</li>
<li>número de celular, confirmado por um código de 6 dígitos enviado por SMS (ou, se você preferir, por ligação);</li>
<li>e-mail, confirmado por um link que enviamos para ele;</li>
<li>um PIN de 4 dígitos;</li>
<li>uma foto do seu rosto, tirada pelo aplicativo para celular (a captura do rosto não está disponível no navegador).</li>
</ul>
<p>Você se compromete a informar dados verdadeiros, completos e atualizados, e a mantê-los assim. Você pode alterar seu e-mail no Perfil. Para trocar o número de celular, fale com a Central de Ajuda.</p>
<p>Você entra na sua conta com o seu CPF e um código de uso único enviado ao seu celular.</p>
<h3>4.1 Análise do cadastro facial</h3>
<p>Depois que você envia a foto do rosto, nós a analisamos para confirmar que ela é sua e que foi tirada de uma pessoa real. A análise leva de alguns minutos a até 2 dias, e o resultado é informado por SMS e no aplicativo.</p>
<p>Se a foto não puder ser validada, você pode tentar novamente. Depois de um certo número de tentativas sem sucesso na prova de vida, novas tentativas ficam bloqueadas pelo número de dias informado no aplicativo. Esse bloqueio temporário protege você contra tentativas de fraude.</p>

<h2>5. Como funciona o pagamento com o rosto</h2>
<ul>
<li>No caixa de um estabelecimento parceiro, avise que vai pagar com o Rosto e posicione o rosto diante da câmera do equipamento do estabelecimento.</li>
<li>Nosso sistema compara a imagem capturada com o seu template facial. Se houver correspondência, o pagamento é enviado para autorização em um meio de pagamento válido da sua carteira que seja aceito pelo estabelecimento.</li>
<li><strong>Alguns estabelecimentos exigem, além do rosto, o seu PIN.</strong> Hoje o PIN é necessário apenas para colaboradores de alguns estabelecimentos parceiros; os demais usuários pagam somente com o rosto. Quando o PIN for pedido, digite-o você mesmo e não o informe a ninguém.</li>
<li>A aprovação do pagamento também depende do emissor do cartão (limite, saldo, bloqueios). O emissor pode recusar um pagamento mesmo que o seu rosto tenha sido reconhecido.</li>
<li>Depois do pagamento, o comprovante fica disponível em Pagamentos, com data, hora, valor, estabelecimento, meio de pagamento e, quando disponível, a localização do estabelecimento no mapa.</li>
</ul>
<p>Confira o valor informado pelo estabelecimento antes do reconhecimento facial. Você sempre pode escolher outra forma de pagamento aceita pelo estabelecimento.</p>
<p>Se você esqueceu o seu PIN, pode redefini-lo no Perfil, na seção Segurança; um novo PIN é enviado por SMS.</p>

<h2>6. Meios de pagamento e validação de cartões</h2>
<h3>6.1 Meios de pagamento aceitos</h3>
<p>Você pode cadastrar na sua carteira:</p>
<ul>
<li>cartões de crédito das bandeiras aceitas, informadas no aplicativo (hoje: Visa, Mastercard, Diners, American Express e Elo);</li>
<li>cartões de vale-alimentação aceitos pelo Rosto, informados no aplicativo, que devem ser usados de acordo com as regras do seu benefício;</li>
<li>cartões de loja (private label) e cartões pré-pagos ou pós-pagos de estabelecimentos e parceiros, quando disponíveis.</li>
</ul>
<p>Você só pode cadastrar cartões dos quais seja titular ou usuário autorizado (por exemplo, um cartão adicional). A quantidade de cartões por conta e o intervalo entre novos cadastros podem ser limitados; esses limites aparecem no aplicativo.</p>
<p><strong>Não armazenamos o número completo do cartão nem o código de segurança (CVV).</strong> Esses dados são repassados ao processador de cartões, que nos devolve um identificador (token). Guardamos apenas o token, os quatro últimos dígitos e informações como bandeira, validade, nome impresso no cartão e apelido.</p>
<h3>6.2 Validação do cartão</h3>
<p>Para proteger você contra fraudes, podemos pedir que você valide o cartão de uma destas formas:</p>
<ul>
<li><strong>Cobrança de pequeno valor:</strong> fazemos no cartão uma cobrança de valor aleatório entre R$ 0,01 e R$ 10,00, <strong>estornada automaticamente em até 24 horas</strong>. Você consulta o valor na fatura ou no aplicativo do seu banco e o informa no Rosto. O número de tentativas é limitado; se ele for ultrapassado, o cartão não poderá ser validado dessa forma, e você pode pedir ajuda à Central de Ajuda. O momento em que o estorno aparece na fatura ou no extrato depende do emissor do cartão. Para essa validação, o cartão precisa estar habilitado para compras on-line e sem bloqueios.</li>
<li><strong>Código de segurança:</strong> em alguns casos, pedimos apenas o código de segurança (CVV) do cartão. Ele é usado somente na verificação e não fica armazenado conosco.</li>
</ul>
<h3>6.3 Análise do cartão</h3>
<p>Alguns cadastros de cartão passam por uma análise de segurança. Durante a análise, o cartão aparece como “em análise”, e <strong>damos uma resposta em até 48 horas</strong>. Se o cadastro não for aprovado, o cartão aparece como “não validado”; você pode pedir mais informações e a revisão da decisão pela Central de Ajuda.</p>
<h3>6.4 Remoção do cartão e relação com o emissor</h3>
<p>Você pode remover cartões de crédito da carteira a qualquer momento. Alguns cartões de parceiros (como os cartões pré-pagos ou pós-pagos de estabelecimentos) não podem ser removidos pelo aplicativo; nesse caso, fale com a Central de Ajuda.</p>
<p>A relação com o emissor do cartão (limite, juros, anuidade, fatura, saldo e benefícios) continua regida pelo contrato que você tem com ele.</p>

<h2>7. Tarifas</h2>
<p><strong>O Rosto é gratuito para você.</strong> Não cobramos do consumidor tarifa, mensalidade ou qualquer outra taxa pelo uso do serviço. A cobrança de validação do cartão é estornada automaticamente, como descrito na seção 6.2.</p>
<p>Os encargos do seu cartão (como juros e anuidade) são definidos pelo emissor, e o custo do acesso à internet é o do seu plano com a operadora.</p>

<h2>8. Comprovantes, divergências e contestações</h2>
<p>Todos os seus pagamentos ficam em Pagamentos, cada um com o seu comprovante. Pagamentos cancelados pelo estabelecimento aparecem como cancelados.</p>
<p>Se você encontrar uma transação que não reconhece, com valor errado ou com outro problema, <strong>informe-nos em até 30 dias</strong> contados da data da transação, pela aba Ajuda do comprovante, pela Central de Ajuda ou pelo e-mail <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>. Vamos analisar o caso, manter você informado e, quando for devido, pedir o cancelamento ou o estorno ao estabelecimento e às instituições de pagamento envolvidas.</p>
<p>Esse prazo existe para que possamos investigar enquanto os registros da transação estão disponíveis e pedir estornos dentro dos prazos das bandeiras e dos emissores. Ele <strong>não reduz nem substitui</strong> os direitos e prazos garantidos pelo Código de Defesa do Consumidor (Lei nº 8.078/1990), e você também pode contestar a cobrança diretamente com o emissor do seu cartão.</p>

<h2>9. Segurança e suas responsabilidades</h2>
<p>Para manter sua conta segura, você se compromete a:</p>
<ul>
<li>não compartilhar com ninguém o seu PIN nem os códigos recebidos por SMS ou ligação;</li>
<li>manter protegidos o seu celular e o seu e-mail, e nos avisar se trocar de número ou perder o aparelho;</li>
<li>cadastrar apenas o seu próprio rosto e não tentar enganar o reconhecimento facial (com fotos, vídeos, máscaras ou outros meios);</li>
<li>cadastrar apenas cartões que você pode usar legitimamente;</li>
<li>usar o Rosto apenas para fins lícitos e de acordo com estes Termos;</li>
<li>nos avisar imediatamente, pela Central de Ajuda, se suspeitar de uso indevido da sua conta.</li>
</ul>
<p><strong>O Rosto nunca pede o seu PIN, os seus códigos de verificação ou os dados completos do seu cartão por telefone, e-mail, SMS, aplicativos de mensagem ou redes sociais.</strong> Desconfie de qualquer contato desse tipo e fale conosco pelos canais oficiais.</p>

<h2>10. Dados biométricos e privacidade</h2>
<p>O pagamento com o rosto depende do tratamento de dados biométricos, que a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018) considera dados pessoais sensíveis.</p>
<p><strong>Ao cadastrar a foto do seu rosto, você consente, de forma específica e destacada, com o tratamento dos seus dados biométricos (fotos do rosto e template facial) para identificar você nos pagamentos, verificar sua identidade e prevenir fraudes, nos termos da Política de Privacidade.</strong></p>
<p>Você pode revogar esse consentimento a qualquer momento pela Central de Ajuda. Sem ele não é possível pagar com o rosto, por isso a revogação leva ao encerramento da conta. A revogação não afeta pagamentos já realizados, e alguns dados podem ser mantidos pelos prazos e motivos descritos na Política de Privacidade.</p>
<p>Tratamos todos os seus dados pessoais de acordo com a LGPD. A <a href="/politica-de-privacidade">Política de Privacidade</a> explica quais dados coletamos, para que os usamos, com quem os compartilhamos, por quanto tempo os guardamos e como você exerce os seus direitos.</p>

<h2>11. Bloqueio, suspensão e encerramento da conta</h2>
<h3>11.1 Encerramento a seu pedido</h3>
<p>Você pode excluir a sua conta a qualquer momento, sem custo, de duas formas:</p>
<ul>
<li><strong>na hora, pelo aplicativo:</strong> no Perfil, em “Excluir conta”, confirme com a sua senha (ou com um código enviado por SMS, se você não tiver senha). A conta é excluída imediatamente, as fotos do seu rosto e o seu template facial são eliminados e todas as sessões são encerradas;</li>
<li><strong>pela Central de Ajuda:</strong> no Perfil, em “Excluir conta”, preencha o formulário de solicitação (ou escreva para <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>);</li>
<li>pela Central de Ajuda, verificamos a sua identidade em até 1 dia útil (24 horas úteis), para impedir que outra pessoa encerre a sua conta;</li>
<li>e enviamos para o seu e-mail as etapas de segurança para confirmar o encerramento.</li>
</ul>
<p>Depois do encerramento, você não poderá mais pagar com o rosto, e os seus dados serão eliminados ou mantidos pelos prazos descritos na Política de Privacidade. Transações e contestações em andamento continuarão a ser tratadas.</p>
<h3>11.2 Bloqueio ou suspensão pelo Rosto</h3>
<p>Para proteger você, os estabelecimentos e o próprio serviço, podemos bloquear ou suspender a conta, no todo ou em parte (por exemplo, impedindo o cadastro de novos cartões), quando houver:</p>
<ul>
<li>suspeita fundamentada de fraude, de uso da conta por outra pessoa ou de tentativa de enganar o reconhecimento facial;</li>
<li>descumprimento destes Termos ou da lei;</li>
<li>dados de cadastro falsos, incompletos ou que não puderam ser confirmados;</li>
<li>ordem de autoridade competente.</li>
</ul>
<p>Sempre que a lei e a segurança permitirem, informaremos o motivo e o que fazer para regularizar a situação. Você pode contestar o bloqueio e pedir a revisão da decisão pela Central de Ajuda.</p>
<h3>11.3 Encerramento pelo Rosto</h3>
<p>Podemos encerrar a conta em caso de fraude comprovada, de violação grave destes Termos ou por exigência legal, informando o motivo sempre que a lei permitir. Se deixarmos de oferecer o serviço, avisaremos com pelo menos 30 dias de antecedência.</p>

<h2>12. Parceiros e versões personalizadas (white label)</h2>
<p>O Rosto pode ser oferecido por empresas parceiras com a marca, as cores e a aparência delas (versões white label ou private label), inclusive dentro do aplicativo do parceiro. Nesses casos, o serviço de pagamento com o rosto continua sendo prestado pela Rosto, de acordo com estes Termos e com a nossa Política de Privacidade, salvo aviso claro em contrário.</p>
<p>Se você chegou ao Rosto por meio de um parceiro, ele pode ter nos enviado alguns dados de cadastro (como nome, CPF e telefone), com a sua autorização, para facilitar o seu cadastro. Produtos do próprio parceiro, como cartões de loja ou programas de benefícios, também seguem as regras do parceiro e do respectivo emissor.</p>
<p>Os estabelecimentos parceiros são os fornecedores dos produtos e serviços que você compra. Questões de preço, qualidade, entrega, troca e garantia devem ser tratadas primeiro com o estabelecimento, sem prejuízo dos direitos que o Código de Defesa do Consumidor garante a você. Se precisar, a nossa Central de Ajuda também orienta você.</p>

<h2>13. Disponibilidade do serviço</h2>
<p>Trabalhamos para manter o Rosto disponível e seguro, mas o serviço pode ficar temporariamente indisponível por manutenção, atualizações ou falhas de conexão ou de terceiros (como operadoras de telefonia, processadores de cartão ou o equipamento do estabelecimento). Sempre que possível, manutenções programadas são feitas nos horários de menor uso. Se o pagamento com o rosto não estiver disponível, você pode pagar com outro meio aceito pelo estabelecimento.</p>
<p>Podemos atualizar o aplicativo, incluir ou retirar funcionalidades e mudar os estabelecimentos e os meios de pagamento aceitos. Mudanças relevantes serão informadas com antecedência.</p>

<h2>14. Responsabilidades</h2>
<p>A Rosto responde pelos danos causados por defeitos na prestação dos seus serviços, nos termos do Código de Defesa do Consumidor e da LGPD.</p>
<p>Conforme o art. 14, § 3º, do Código de Defesa do Consumidor, a Rosto não responde quando provar que o defeito não existe ou que o dano foi causado exclusivamente por você ou por terceiros, por exemplo:</p>
<ul>
<li>quando você compartilhar o seu PIN ou os seus códigos de verificação com outra pessoa, ou entregar a ela o controle do seu celular;</li>
<li>por recusas, limites, juros e encargos definidos pelo emissor do seu cartão.</li>
</ul>
<p><strong>Nada nestes Termos exclui, reduz ou limita os direitos que a lei garante a você como consumidor.</strong> Qualquer disposição que, na prática, tenha esse efeito não terá validade, e o restante destes Termos continuará valendo.</p>

<h2>15. Propriedade intelectual e uso permitido</h2>
<p>O aplicativo, a marca Rosto, os textos, o design e a tecnologia pertencem à Rosto ou aos seus licenciantes. Concedemos a você uma licença pessoal, gratuita, não exclusiva e intransferível para usar o Rosto de acordo com estes Termos. Não é permitido:</p>
<ul>
<li>copiar, modificar, fazer engenharia reversa ou tentar acessar partes não públicas do sistema;</li>
<li>usar robôs, scripts ou outros meios automatizados para acessar o serviço;</li>
<li>interferir na segurança ou no funcionamento do serviço;</li>
<li>usar o Rosto para fins ilícitos, como fraude, lavagem de dinheiro ou pagamentos em nome de outra pessoa sem autorização.</li>
</ul>

<h2>16. Comunicações</h2>
<p>Enviamos as comunicações necessárias ao serviço por SMS, ligação, e-mail ou no aplicativo, como códigos de verificação, confirmações de cadastro, resultados de análises e avisos de segurança. Mantenha o seu e-mail e o seu celular atualizados.</p>
<p>Também podemos enviar novidades, ofertas e pesquisas de satisfação. Você pode deixar de recebê-las a qualquer momento, pelo link ou pelas instruções da própria mensagem ou pela Central de Ajuda, sem afetar as comunicações necessárias ao serviço.</p>

<h2>17. Alterações destes Termos</h2>
<p>Podemos atualizar estes Termos para refletir mudanças no serviço, na lei ou nos nossos processos. A versão em vigor fica sempre disponível no aplicativo, com a data da última atualização.</p>
<p>Mudanças relevantes serão comunicadas com pelo menos 15 dias de antecedência, por e-mail ou no aplicativo, e pediremos que você aceite a nova versão para continuar usando o serviço. Ajustes que não reduzem os seus direitos (como correções de texto ou de dados de contato) valem a partir da publicação. Se você não concordar com uma mudança, pode encerrar sua conta a qualquer momento, sem custo. As alterações não se aplicam a transações realizadas antes de entrarem em vigor.</p>

<h2>18. Lei aplicável e foro</h2>
<p>Estes Termos são regidos pelas leis da República Federativa do Brasil, em especial pelo Código de Defesa do Consumidor e pela LGPD.</p>
<p>Você pode propor qualquer ação relacionada a estes Termos no foro do seu domicílio, conforme o art. 101, inciso I, do Código de Defesa do Consumidor, e qualquer ação da Rosto contra você será proposta no foro do seu domicílio. Antes disso, se preferir, você pode buscar uma solução conosco pela Central de Ajuda ou pelos órgãos de defesa do consumidor, como o Procon.</p>

<h2>19. Contato e Central de Ajuda</h2>
<p>Fale conosco pela Central de Ajuda do aplicativo (no Perfil, na seção Ajuda, ou na aba Ajuda de cada comprovante) ou pelo e-mail <a href="mailto:{{operator.contactEmail}}">{{operator.contactEmail}}</a>.</p>
<p>{{operator.legalName}}, CNPJ {{operator.cnpj}}, {{operator.address}}.</p>

<h2>20. Disposições gerais</h2>
<ul>
<li>Se alguma disposição destes Termos for considerada inválida, as demais continuam válidas.</li>
<li>Se deixarmos de exigir o cumprimento de alguma regra, isso não significa que renunciamos ao direito de exigi-la depois.</li>
<li>Você não pode transferir a sua conta nem os direitos decorrentes destes Termos a outra pessoa.</li>
<li>Estes Termos estão disponíveis em português e em inglês. Em caso de divergência, prevalece a versão em português.</li>
</ul>
`,
} as const;
